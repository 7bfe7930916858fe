import { useState } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/texts';
import { CartDialog } from './CartDialog';
import { CART_ACTION } from './cart-form';
import type { CompareLine } from './cart-view';
import styles from './Cart.module.css';

/**
 * Spec 3 §4 "Cart merge on login": both carts side by side; merge them (matching books take the amount just
 * chosen) or use only the saved cart; confirm with 'Ok!'. Merging is chosen beforehand, not the spec's 'init' (the
 * saved cart): with that, 'Ok!' threw away the books just chosen (issue 29, decision 553); each option says what
 * becomes of the books. Closing without a choice keeps the saved cart in view and the other one waiting (a notice
 * on the cart page offers the choice again).
 */
export function CompareCartsDialog(props: {
  csrf: string;
  path: string;
  saved: readonly CompareLine[];
  guest: readonly CompareLine[];
  /** Open at once (after logging in: ?vergelijk=1); else only the notice that offers it. */
  open: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(props.open);
  if (!open)
    return (
      <p className={styles.notice}>
        {t('dialog.compare.pending')} <Link to={`${props.path}?vergelijk=1`}>{t('dialog.compare.open')}</Link>
      </p>
    );
  return (
    <CartDialog
      title={t('dialog.compare.title')}
      closeHref={props.path}
      onClose={() => setOpen(false)}
      actions={
        <button type="submit" form="compare-carts" className="button button-primary">
          {t('dialog.compare.ok')}
        </button>
      }
    >
      <p>{t('dialog.compare.intro')}</p>
      <div className={styles.compareColumns}>
        <CompareList id="compare-saved" title={t('dialog.compare.saved_title')} lines={props.saved} />
        <CompareList id="compare-guest" title={t('dialog.compare.guest_title')} lines={props.guest} />
      </div>
      <Form method="post" action={CART_ACTION} id="compare-carts" className={styles.compareForm}>
        <input type="hidden" name="_csrf" value={props.csrf} />
        <input type="hidden" name="intent" value="merge-choice" />
        <input type="hidden" name="back" value={props.path} />
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('dialog.compare.choice')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="choice"
              value="merge"
              defaultChecked
              aria-describedby="compare-merge-hint"
            />
            {t('dialog.compare.merge')}
          </label>
          <p id="compare-merge-hint" className={styles.hint}>
            {t('dialog.compare.merge_hint')}
          </p>
          <label className={styles.choice}>
            <input type="radio" name="choice" value="saved" aria-describedby="compare-saved-hint" />
            {t('dialog.compare.use_saved')}
          </label>
          <p id="compare-saved-hint" className={styles.hint}>
            {t('dialog.compare.use_saved_hint')}
          </p>
        </fieldset>
      </Form>
    </CartDialog>
  );
}

function CompareList({ id, title, lines }: { id: string; title: string; lines: readonly CompareLine[] }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={styles.compareList}>
      <h3 id={id}>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line.sku}>
            <span className={styles.compareAmount}>
              {t('dialog.compare.amount', { amount: line.amount })}
            </span>{' '}
            {line.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
