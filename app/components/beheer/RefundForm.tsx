// Issue 30 "Cancel and refund" on the staff's order page: per line (the shipping line too) how many copies to give
// back, with what is left of each; or everything that is left in one press. Plain POST forms with the CSRF token
// and the page's own key (the provider's idempotency key: a second press of the same form refunds once). A number
// that cannot be refunded is named by its field, with what was typed kept. Once the page runs, the browser checks
// the copies with the server's own rule (domain/refunds.ts refundFormErrors, decision 620) before sending.
import { Form } from 'react-router';
import type { FieldErrors } from '../../../domain/account-forms';
import { refundFormErrors } from '../../../domain/refunds';
import { CsrfField, inputId } from '../forms/Fields';
import { ErrorSummary } from '../forms/Feedback';
import formStyles from '../forms/Form.module.css';
import { useCheckedForm } from '../forms/use-checked-form';
import { useT } from '../../lib/texts';
import styles from './StaffOrders.module.css';
import { StaffTable } from './StaffTable';

export interface RefundLineView {
  position: number;
  description: string;
  kind: 'book' | 'shipping';
  /** Copies not refunded yet, and their amount (as shown). */
  left: number;
  leftCents: number;
  leftAmount: string;
}

export function RefundForm(props: {
  csrf: string;
  formKey: string;
  lines: RefundLineView[];
  /** What "everything that is left" gives back, as shown. */
  leftTotal: string;
  via: 'provider' | 'manual';
  method: string;
  /** The server's refusal: the copies as typed and the messages by their fields (`line-{position}`). */
  refused: { typed: Record<string, string>; errors: FieldErrors } | null;
}) {
  const t = useT();
  const form = 'refund';
  const typed = props.refused?.typed ?? {};
  const fieldOf = (position: number) => `line-${position}`;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${form}-form`,
    validate: (fields) => refundFormErrors(fields, props.lines),
    server: props.refused ? { errors: props.refused.errors, values: typed } : undefined,
    initial: typed,
  });
  return (
    <>
      <p>
        {props.via === 'provider'
          ? t('beheer.refund.via_provider', { method: props.method })
          : t('beheer.refund.via_manual')}
      </p>
      {/* Keyed by the page's key: after a refund the fields start empty again. */}
      <Form key={props.formKey} {...checked.props} method="post" aria-label={t('beheer.refund.form')}>
        <ErrorSummary
          form={form}
          shown={checked.summary}
          focusKey={checked.summaryKey}
          formError={null}
          order={props.lines.map((line) => fieldOf(line.position))}
        />
        <CsrfField token={props.csrf} />
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="key" value={props.formKey} />
        <StaffTable labelledBy="refund-title">
          <thead>
            <tr>
              <th scope="col">{t('beheer.order.col.book')}</th>
              <th scope="col" className={styles.amount}>
                {t('beheer.refund.col.left')}
              </th>
              <th scope="col">{t('beheer.refund.col.copies')}</th>
            </tr>
          </thead>
          <tbody>
            {props.lines.map((line) => {
              const id = inputId(form, fieldOf(line.position));
              const message = checked.message(fieldOf(line.position));
              return (
                <tr key={line.position}>
                  <th scope="row">
                    <label htmlFor={id}>{line.description}</label>
                  </th>
                  <td className={styles.amount}>
                    {line.kind === 'shipping' ? line.leftAmount : `${line.left} (${line.leftAmount})`}
                  </td>
                  <td>
                    {line.left === 0 || line.leftCents === 0 ? (
                      '—'
                    ) : (
                      <input
                        id={id}
                        name={fieldOf(line.position)}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={line.left}
                        defaultValue={typed[fieldOf(line.position)] ?? ''}
                        className={`${formStyles.input} ${styles.copies}`}
                        aria-describedby={message ? `${id}-error` : undefined}
                        aria-invalid={message ? true : undefined}
                      />
                    )}
                    {message ? (
                      <p id={`${id}-error`} className={formStyles.error}>
                        {message}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StaffTable>
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary">
            {t('beheer.refund.submit')}
          </button>
        </div>
      </Form>
      <Form method="post" aria-label={t('beheer.refund.all_form')}>
        <CsrfField token={props.csrf} />
        <input type="hidden" name="intent" value="refund_all" />
        <input type="hidden" name="key" value={props.formKey} />
        <button type="submit" className="button button-secondary">
          {t('beheer.refund.all', { amount: props.leftTotal })}
        </button>
      </Form>
    </>
  );
}
