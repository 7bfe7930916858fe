import { Form, useNavigate } from 'react-router';
import { type PageView, setStockPriority } from '../../../domain/paging';
import { useT } from '../../lib/texts';
import { hiddenFields, type KeptParams, searchFor } from './list-url';
import styles from './ListControls.module.css';

/**
 * Spec 1 §2.4 stock-priority checkbox (in-stock books first). A GET form, so it works without JavaScript: the
 * checkbox's '1' comes before the hidden '0', and the server reads the first value.
 */
export function StockPriority({
  view,
  defaults,
  keep = {},
}: {
  view: PageView;
  defaults: Partial<PageView>;
  keep?: KeptParams;
}) {
  const t = useT();
  const navigate = useNavigate();
  const reset = setStockPriority(view, view.stockPriority);
  return (
    <Form method="get" className={styles.stockForm}>
      {hiddenFields(reset, defaults, 'stock', keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="stock"
          value="1"
          defaultChecked={view.stockPriority}
          onChange={(event) =>
            navigate({
              search: searchFor(setStockPriority(view, event.currentTarget.checked), defaults, keep),
            })
          }
        />
        {t('list.stock_priority')}
      </label>
      <input type="hidden" name="stock" value="0" />
      <button type="submit" className={`${styles.apply} no-js-only`}>
        {t('list.apply')}
      </button>
    </Form>
  );
}
