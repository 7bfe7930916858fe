// /beheer/tips (issue 31 "Content", decision 722): the own shop's home carousel of own-publication tips (spec 1
// §2.3) as staff choose them — the list in the carousel's order with, per book, a plain POST form to move it up,
// move it down or remove it, and the form that adds an own publication by its ISBN. No JavaScript needed: each
// action is one form with the CSRF token; a change goes back to the list (303) saying what happened, a refused
// ISBN answers 400 by its field with what was typed. While the list is empty the home page shows the newest own
// publications. Medewerkers and up (404 for everyone else).
import { data, Form, Link, redirect, useLoaderData, useLocation } from 'react-router';
import { TIP_FIELDS as F, TIP_ORDER, tipFormErrors, TIPS_MAX } from '../../domain/content-tips';
import own from '../components/beheer/StaffContent.module.css';
import styles from '../components/beheer/StaffOrders.module.css';
import { StaffRecordForm } from '../components/beheer/StaffRecordForm';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, TextField } from '../components/forms/Fields';
import { Feedback } from '../components/forms/Feedback';
import { PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-tips';

const ADD_FORM = 'tip-add';
const PATH = '/beheer/tips';
const OUTCOMES = ['added', 'removed', 'moved', 'unchanged'] as const;
type Outcome = (typeof OUTCOMES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'tips');
  const done = new URL(request.url).searchParams.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      tips: await context.services.staffTips.list(),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'tips');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffTips;
  const back = (outcome: Outcome) => redirect(`${PATH}?gedaan=${outcome}`, 303);
  const sku = fields.sku ?? '';
  if (fields.intent === 'add') {
    const result = await service.add(actor, fields);
    if (result.kind === 'invalid')
      return data(
        { form: ADD_FORM, errors: result.errors, values: { [F.isbn]: fields[F.isbn] ?? '' } },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    throw back('added');
  }
  const result =
    fields.intent === 'remove'
      ? await service.remove(actor, sku)
      : fields.intent === 'up' || fields.intent === 'down'
        ? await service.move(actor, sku, fields.intent)
        : null;
  if (result === null) throw data(null, { status: 400 });
  if (result.kind === 'not-found') throw data(null, { status: 404 });
  throw back(result.kind);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Tips voorpagina · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

/** One small form per action on a tip (the CSRF token, the book, the intent). */
function TipButton(props: { csrf: string; sku: string; title: string; intent: string; label: string }) {
  return (
    <Form method="post">
      <CsrfField token={props.csrf} />
      <input type="hidden" name="sku" value={props.sku} />
      <button type="submit" name="intent" value={props.intent} className="button button-secondary">
        {props.label}
        <span className="visually-hidden"> {props.title}</span>
      </button>
    </Form>
  );
}

export default function BeheerTips() {
  const { csrf, outcome, tips } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  const t = useT();
  return (
    <section className={styles.section}>
      <h1 id="beheer-tips-title">{t('beheer.tips')}</h1>
      <p>{t('beheer.tips.intro', { max: String(TIPS_MAX) })}</p>
      {outcome ? (
        <Feedback tone={outcome === 'unchanged' ? 'info' : 'success'}>
          <p>{t(`beheer.tips.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {tips.length === 0 ? (
        <p>{t('beheer.tips.none')}</p>
      ) : (
        <StaffTable labelledBy="tips-caption" caption={t('beheer.tips.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.tips.col.position')}</th>
              <th scope="col">{t('beheer.tips.col.book')}</th>
              <th scope="col">{t('beheer.tips.col.isbn')}</th>
              <th scope="col">{t('beheer.banners.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {tips.map((tip, i) => (
              <tr key={tip.sku}>
                <td>{i + 1}</td>
                <th scope="row">
                  <Link to={`/book/${tip.sku}`}>{tip.title}</Link>
                  {tip.withdrawn ? <span className={styles.sub}>{t('beheer.tips.withdrawn')}</span> : null}
                </th>
                <td>{tip.sku}</td>
                <td>
                  <div className={own.actions}>
                    {i > 0 ? (
                      <TipButton
                        csrf={csrf}
                        sku={tip.sku}
                        title={tip.title}
                        intent="up"
                        label={t('beheer.tips.up')}
                      />
                    ) : null}
                    {i < tips.length - 1 ? (
                      <TipButton
                        csrf={csrf}
                        sku={tip.sku}
                        title={tip.title}
                        intent="down"
                        label={t('beheer.tips.down')}
                      />
                    ) : null}
                    <TipButton
                      csrf={csrf}
                      sku={tip.sku}
                      title={tip.title}
                      intent="remove"
                      label={t('beheer.tips.remove')}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <h2 id={`${ADD_FORM}-title`}>{t('beheer.tips.add_title')}</h2>
      <StaffRecordForm
        key={key}
        form={ADD_FORM}
        csrf={csrf}
        id={null}
        initial={{}}
        order={TIP_ORDER}
        validate={tipFormErrors}
        summaryTitle={t('beheer.tips.summary')}
        cancelTo={PATH}
      >
        {({ values, message }) => (
          <TextField
            form={ADD_FORM}
            name={F.isbn}
            label={t('beheer.tips.field.isbn')}
            hint={t('beheer.tips.field.isbn_hint')}
            defaultValue={values[F.isbn] ?? ''}
            message={message(F.isbn)}
            inputMode="numeric"
            maxLength={20}
          />
        )}
      </StaffRecordForm>
    </section>
  );
}
