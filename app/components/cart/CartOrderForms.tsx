import { useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { useT } from '../../lib/texts';
import { CART_ACTION, type CartActionData, refusalMessage } from './cart-form';
import styles from './Cart.module.css';

/**
 * Spec 3 §9: the country the parcel goes to sets the shipping (countries by name, NL first chosen). Without
 * JavaScript a button recalculates; with JavaScript choosing is enough (a fetcher, the totals follow).
 */
export function CountryForm(props: {
  csrf: string;
  path: string;
  countryCode: string;
  countries: readonly { code: string; name: string }[];
  posted: CartActionData | undefined;
}) {
  const t = useT();
  const fetcher = useFetcher<CartActionData>({ key: 'cart-country' });
  const answer = fetcher.data ?? props.posted;
  const message = answer?.intent === 'country' ? refusalMessage(t, answer) : undefined;
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={styles.countryForm} noValidate>
      <input type="hidden" name="_csrf" value={props.csrf} />
      <input type="hidden" name="intent" value="country" />
      <input type="hidden" name="back" value={props.path} />
      <label htmlFor="cart-country" className={styles.label}>
        {t('cart.country')}
      </label>
      <p id="cart-country-hint" className={styles.hint}>
        {t('cart.country_hint')}
      </p>
      <div className={styles.inline}>
        <select
          id="cart-country"
          name="country"
          className={styles.select}
          defaultValue={props.countryCode}
          aria-describedby={message ? 'cart-country-hint cart-country-error' : 'cart-country-hint'}
          aria-invalid={message ? true : undefined}
          onChange={(event) => void fetcher.submit(event.currentTarget.form)}
        >
          {props.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <button type="submit" className={`button button-secondary ${styles.smallButton} no-js-only`}>
          {t('cart.country_submit')}
        </button>
      </div>
      {message ? (
        <p id="cart-country-error" className={styles.fieldError}>
          {message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

const REMARK_FORM = 'cart-remark-form';

/**
 * Spec 3 §2: the continue-to-checkout button, right under the totals, where it is in the first screen (issue 29:
 * below the country and remark forms it was under the fold at 1280 × 900). It belongs to the remark form (the
 * `form` attribute, also without JavaScript) and posts the remark too (intent remark with `continue`), so what was
 * typed is never lost on the way to the next step.
 */
export function ContinueButton() {
  const t = useT();
  return (
    <button
      type="submit"
      form={REMARK_FORM}
      name="continue"
      value="client"
      className={`button button-primary ${styles.continue}`}
    >
      {t('cart.to_checkout')}
    </button>
  );
}

/**
 * Spec 3 §2: the remark field; ContinueButton posts it too. With JavaScript the remark is also saved when the field
 * is left.
 */
export function RemarkForm(props: {
  csrf: string;
  path: string;
  remark: string;
  maxLength: number;
  posted: CartActionData | undefined;
}) {
  const t = useT();
  const fetcher = useFetcher<CartActionData>({ key: 'cart-remark' });
  const saved = useRef(props.remark);
  const answer = fetcher.data ?? props.posted;
  const mine = answer?.intent === 'remark' ? answer : undefined;
  const message = refusalMessage(t, mine);
  return (
    <Form id={REMARK_FORM} method="post" action={CART_ACTION} className={styles.remarkForm} noValidate>
      <input type="hidden" name="_csrf" value={props.csrf} />
      <input type="hidden" name="intent" value="remark" />
      <input type="hidden" name="back" value={props.path} />
      <label htmlFor="cart-remark" className={styles.label}>
        {t('cart.remark')}
      </label>
      <p id="cart-remark-hint" className={styles.hint}>
        {t('cart.remark_hint')}
      </p>
      <textarea
        id="cart-remark"
        name="remark"
        className={styles.textarea}
        rows={3}
        maxLength={props.maxLength}
        defaultValue={mine?.kind === 'invalid' ? (mine.value ?? props.remark) : props.remark}
        aria-describedby={message ? 'cart-remark-hint cart-remark-error' : 'cart-remark-hint'}
        aria-invalid={message ? true : undefined}
        onBlur={(event) => {
          const form = event.currentTarget.form;
          if (!form || event.currentTarget.value === saved.current) return;
          saved.current = event.currentTarget.value;
          void fetcher.submit(form);
        }}
      />
      {message ? (
        <p id="cart-remark-error" className={styles.fieldError}>
          {message}
        </p>
      ) : mine?.kind === 'ok' ? (
        <p className={styles.saved} role="status">
          {t('cart.remark_saved')}
        </p>
      ) : null}
      <div className={styles.checkoutActions}>
        <button type="submit" className={`button button-secondary ${styles.smallButton}`}>
          {t('cart.remark_submit')}
        </button>
      </div>
    </Form>
  );
}
