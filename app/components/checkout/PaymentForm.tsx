// Spec 3 §2 payment step and spec 2 §2 payment sub-view: 'Kies hoe je wilt betalen' — the methods the provider
// offers for this order (bank transfer always), the iDEAL bank list only when the provider lists banks (iDEAL
// 2.0), 'Start betaling' (or 'Rond bestelling af' for bank transfer) enabled by the domain rule, and the way back.
// A plain form: without JavaScript the server applies the same rule. The hidden attempt key belongs to this
// rendered form, so a double click or a reload sends the same key and starts one payment.
import { useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatEuro } from '../../../domain/money';
import {
  BANK_TRANSFER,
  canStartPayment,
  chooseIssuer,
  chooseMethod,
  IDEAL,
  type PaymentChoice,
  type PaymentMethodOption,
  showsIssuers,
} from '../../../domain/payment-methods';
import { useT } from '../../lib/texts';
import { useFormOnHydration } from '../../lib/use-form-on-hydration';
import { useHydrated } from '../../lib/use-browser';
import { CheckboxField, CsrfField } from '../forms/Fields';
import { Feedback } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import styles from './Checkout.module.css';

export interface PaymentFormProps {
  csrf: string;
  /** Where the form posts (the payment step, or the orders tab with the order's guid). */
  action: string;
  methods: PaymentMethodOption[];
  choice: PaymentChoice;
  attemptKey: string;
  totalCents: number;
  providerUnavailable: boolean;
  /** The refusal of the last post (a Dutch text from the service), shown above the choice or by its field. */
  message: string | null;
  /** The field the refusal belongs to ('digitalConsent': shown by the consent box). */
  messageField?: string | undefined;
  /** The order holds an e-book: the box for consent to its immediate delivery (decision 815). */
  asksDigitalConsent: boolean;
  back: { href: string; label: string };
  /** Extra hidden fields (the orders tab: the order's guid). */
  hidden?: Record<string, string>;
}

export function PaymentForm(props: PaymentFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [choice, setChoice] = useState<PaymentChoice>(props.choice);
  const start = useRef<HTMLButtonElement>(null);
  const consentRefused = props.messageField === 'digitalConsent' && props.message !== null;
  // A method or bank chosen before the page ran is in the fields, not yet in `choice`.
  const form = useFormOnHydration((fields) => {
    const data = new FormData(fields);
    const method = data.get('method');
    const issuer = data.get('issuer');
    setChoice(
      chooseIssuer(
        chooseMethod(props.choice, typeof method === 'string' ? method : null),
        typeof issuer === 'string' && issuer !== '' ? issuer : null,
      ),
    );
  });
  const ideal = props.methods.find((m) => m.id === IDEAL);
  const banks = ideal?.issuers ?? [];
  const startable = canStartPayment(choice, props.methods);
  const hint =
    choice.method === null
      ? t('payment.start_hint_method')
      : showsIssuers(choice, props.methods) && !startable
        ? t('payment.start_hint_issuer')
        : null;
  const busy = navigation.state !== 'idle' && navigation.formAction === props.action;
  return (
    <Form
      ref={form}
      method="post"
      action={props.action}
      className={formStyles.form}
      aria-labelledby="payment-title"
      noValidate
    >
      <h2 id="payment-title">{t('payment.choose_method')}</h2>
      <p>{t('payment.total', { amount: formatEuro(props.totalCents) })}</p>
      {props.providerUnavailable ? <Feedback tone="info">{t('payment.unavailable')}</Feedback> : null}
      {props.message && !consentRefused ? <Feedback tone="error">{props.message}</Feedback> : null}
      <CsrfField token={props.csrf} />
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="attempt_key" value={props.attemptKey} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={styles.methods}>
        <legend className={formStyles.label}>{t('payment.method')}</legend>
        {props.methods.map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="method"
              value={method.id}
              defaultChecked={props.choice.method === method.id}
              onChange={() => setChoice((c) => chooseMethod(c, method.id))}
            />
            {method.description}
          </label>
        ))}
      </fieldset>
      {banks.length > 0 ? (
        <div
          className={`${formStyles.field} ${hydrated && choice.method !== IDEAL ? styles.hiddenBlock : ''}`}
        >
          <label htmlFor="payment-issuer" className={formStyles.label}>
            {t('payment.issuer')}
          </label>
          <select
            id="payment-issuer"
            name="issuer"
            className={formStyles.select}
            defaultValue={props.choice.issuer ?? ''}
            onChange={(e) => {
              // Read now: the updater runs later, when the event's currentTarget is gone.
              const issuer = e.currentTarget.value || null;
              setChoice((c) => chooseIssuer(c, issuer));
              // Spec 2 §2: choosing a bank scrolls to the action button.
              start.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
            }}
          >
            <option value="">{t('payment.issuer_none')}</option>
            {banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {props.asksDigitalConsent ? (
        <CheckboxField
          form="payment"
          name="digital_consent"
          label={t('payment.digital_consent')}
          defaultChecked={false}
          message={consentRefused ? props.message! : undefined}
        />
      ) : null}
      <div className={styles.payActions}>
        <Link to={props.back.href}>{props.back.label}</Link>
        <div className={styles.startGroup}>
          <button
            ref={start}
            type="submit"
            className="button button-primary"
            disabled={(hydrated && !startable) || busy}
            aria-describedby={hydrated && hint ? 'payment-start-hint' : undefined}
          >
            {choice.method === BANK_TRANSFER ? t('payment.complete') : t('payment.start')}
          </button>
          {hydrated && hint ? (
            <p id="payment-start-hint" className={formStyles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
