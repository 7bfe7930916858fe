import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { parseCartAmount } from '../../../domain/cart-lines';
import { useHydrated } from '../../lib/use-browser';
import { useT } from '../../lib/texts';
import { CartDialog } from './CartDialog';
import { CART_ACTION, type CartActionData, refusalMessage } from './cart-form';
import type { CartPageLine } from './cart-view';
import styles from './Cart.module.css';

/** How long typing may pause before a whole, valid amount is saved (an empty field or 0 waits for Enter or Tab). */
export const AMOUNT_SAVE_DELAY_MS = 600;

/**
 * Spec 3 §3, §5: a line's amount. Without JavaScript a form with a 'Wijzig' button; with JavaScript the amount is
 * saved in place (a fetcher: no page load) after a pause in typing, on Enter or on leaving the field, and the totals
 * follow from the revalidated page. 0 or an empty field asks the delete confirmation (Annuleer / Verwijder) — the
 * server's answer, so it is the same question without JavaScript. A refused amount gets its Dutch message right
 * below the field, with what was typed kept.
 */
export function AmountForm({
  line,
  csrf,
  path,
  posted,
}: {
  line: CartPageLine;
  csrf: string;
  path: string;
  /** The answer to a no-JS post of this line's form (the page after the action). */
  posted: CartActionData | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionData>({ key: `cart-amount-${line.sku}` });
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sent = useRef(String(line.amount));
  const [dismissed, setDismissed] = useState<CartActionData | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const answer = fetcher.data ?? posted;
  const mine = answer?.sku === line.sku && answer.intent !== 'remove' ? answer : undefined;
  const message = refusalMessage(t, mine);
  const confirming = mine?.kind === 'confirm-delete' && dismissed !== mine;
  const typed =
    mine?.kind === 'invalid' ? mine.value : mine?.kind === 'confirm-delete' ? mine.amount : undefined;
  const id = `cart-amount-${line.sku}`;

  /** Posts the field once per value; `again` posts it even so (Enter: asked on purpose). */
  const save = (again = false) => {
    clearTimeout(timer.current);
    const field = input.current;
    if (!field?.form || (field.value === sent.current && !again)) return;
    sent.current = field.value;
    void fetcher.submit(field.form);
  };
  const cancel = () => {
    setDismissed(mine ?? null);
    sent.current = String(line.amount);
    if (input.current) input.current.value = String(line.amount);
  };

  return (
    <>
      <fetcher.Form
        method="post"
        action={CART_ACTION}
        className={styles.amountForm}
        noValidate
        onSubmit={(event) => {
          // Enter: saved at once, even a value posted before (asked again on purpose).
          event.preventDefault();
          save(true);
        }}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="replace" />
        <input type="hidden" name="sku" value={line.sku} />
        <input type="hidden" name="back" value={path} />
        <label htmlFor={id} className="visually-hidden">
          {t('cart.amount_label', { title: line.title })}
        </label>
        <input
          ref={input}
          id={id}
          name="amount"
          className={`${styles.amountInput} ${message ? styles.amountInvalid : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          defaultValue={typed ?? String(line.amount)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onInput={(event) => {
            clearTimeout(timer.current);
            if (parseCartAmount(event.currentTarget.value).kind === 'ok')
              timer.current = setTimeout(() => save(), AMOUNT_SAVE_DELAY_MS);
          }}
          onBlur={() => save()}
        />
        <button type="submit" className={`button button-secondary ${styles.smallButton} no-js-only`}>
          {t('cart.amount_submit')}
          <span className="visually-hidden"> {line.title}</span>
        </button>
        {fetcher.state !== 'idle' ? (
          <span className="visually-hidden" role="status">
            {t('cart.amount_saving')}
          </span>
        ) : null}
      </fetcher.Form>
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {message}
        </p>
      ) : null}
      {confirming ? (
        <CartDialog
          title={t('dialog.delete.title')}
          closeHref={path}
          onClose={cancel}
          actions={
            <>
              <Link
                to={path}
                preventScrollReset
                className="button button-secondary"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  cancel();
                }}
              >
                {t('dialog.delete.cancel')}
              </Link>
              <fetcher.Form method="post" action={CART_ACTION}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="sku" value={line.sku} />
                <input type="hidden" name="back" value={path} />
                <button type="submit" className="button button-primary">
                  {t('dialog.delete.confirm')}
                </button>
              </fetcher.Form>
            </>
          }
        >
          <p>{t('dialog.delete.question', { title: line.description })}</p>
        </CartDialog>
      ) : null}
    </>
  );
}
