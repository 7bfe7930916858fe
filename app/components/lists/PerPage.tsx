import { Form, useNavigate } from 'react-router';
import {
  changePerPage,
  PER_PAGE_OPTIONS,
  type PageView,
  type PerPage as PerPageValue,
} from '../../../domain/paging';
import { useT } from '../../lib/texts';
import { hiddenFields, type KeptParams, searchFor } from './list-url';
import styles from './ListControls.module.css';

/**
 * Spec 1 §9 per-page options 10, 25, 50, 100, 250. With JavaScript the §4 rule applies exactly (the page is
 * kept unless it would no longer exist); the form without JavaScript starts again at page 1.
 */
export function PerPage({
  view,
  total,
  defaults,
  id,
  keep = {},
}: {
  view: PageView;
  total: number;
  defaults: Partial<PageView>;
  keep?: KeptParams;
  id: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const firstPage = { ...view, page: 1, rangeFrom: 1 };
  return (
    <Form method="get" className={styles.perPage}>
      {hiddenFields(firstPage, defaults, 'per', keep)
        .filter(([name]) => name !== 'page' && name !== 'from')
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <label htmlFor={id} className={styles.controlLabel}>
        {t('list.per_page')}
      </label>
      <select
        id={id}
        name="per"
        className={styles.select}
        defaultValue={view.perPage}
        onChange={(event) => {
          const perPage = Number(event.currentTarget.value) as PerPageValue;
          navigate({ search: searchFor(changePerPage(view, perPage, total), defaults, keep) });
        }}
      >
        {PER_PAGE_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button type="submit" className={`${styles.apply} no-js-only`}>
        {t('list.apply')}
      </button>
    </Form>
  );
}
