// /beheer/commissies (issue 17 #4, decision 428): staff record that an order was refunded or cancelled, and its
// partner commission is reversed — only what was not paid out yet, once, however often the form is sent. Admins
// only (404 for everyone else, in the loader and the action). A bad order number gets its message next to the
// field with the input kept.
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import styles from '../components/contact/Beheer.module.css';
import type { Route } from './+types/beheer-commissions';

type Answer =
  | { kind: 'invalid'; typed: string }
  | { kind: 'reversed' | 'none' | 'already' | 'paid-out'; number: number; rows: number };

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, 'commissions');
  return data({ csrf: context.auth.csrfToken() }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'commissions');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const typed = (fields.order ?? '').trim().slice(0, 20);
  if (!/^\d{1,9}$/.test(typed))
    return data<Answer>({ kind: 'invalid', typed }, { status: 400, headers: PRIVATE_HEADERS });
  const number = Number(typed);
  const outcome = await context.services.partners.reverseOrderNumber(number, actor);
  return data<Answer>(
    { kind: outcome.kind, number, rows: outcome.kind === 'reversed' ? outcome.rows : 0 },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Commissies · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

const OUTCOME_TEXT = {
  reversed: 'beheer.commission_reversed',
  none: 'beheer.commission_none',
  already: 'beheer.commission_already',
  'paid-out': 'beheer.commission_paid_out',
} as const;

export default function BeheerCommissions() {
  const { csrf } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="commissions-title">
      <h1 id="commissions-title">{t('beheer.commissions')}</h1>
      <p>{t('beheer.commissions_intro')}</p>
      {answer && answer.kind !== 'invalid' ? (
        <Feedback tone={answer.kind === 'reversed' ? 'success' : 'info'}>
          <p>{t(OUTCOME_TEXT[answer.kind], { number: answer.number, n: answer.rows })}</p>
        </Feedback>
      ) : null}
      <Form method="post" noValidate className={styles.narrowForm}>
        <CsrfField token={csrf} />
        <TextField
          form="commission-reversal"
          name="order"
          label={t('beheer.commission_order')}
          inputMode="numeric"
          maxLength={20}
          required
          defaultValue={answer?.kind === 'invalid' ? answer.typed : ''}
          message={answer?.kind === 'invalid' ? t('beheer.commission_order_invalid') : undefined}
        />
        <button type="submit" className="button button-primary">
          {t('beheer.commission_reverse')}
        </button>
      </Form>
    </section>
  );
}
