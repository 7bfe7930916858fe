// /beheer/medewerkers (issue 30 "Staff and trust", decisions 599–601): the accounts with an access level and what
// their level lets them do, a level change per account (0 takes staff access away) and the form that adds a
// colleague — a new account gets a mail with a link to choose their own password; an address that has an account
// gets the level on that account. Plain POST forms with the CSRF token (intent add or level); a refused form shows
// its Dutch message by the field and keeps what was typed; a save goes back to the page (303) saying what happened.
// Beheerders only (404 for everyone else); nobody lowers their own level (decision 584).
import { useState } from 'react';
import { data, Form, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import type { FieldErrors } from '../../domain/account-forms';
import {
  changedStaffLevel,
  cleanNewStaff,
  GIVEN_LEVELS,
  newStaffFormErrors,
  STAFF_AREA_LEVEL,
  staffRoleOf,
} from '../../domain/staff-access';
import styles from '../components/beheer/StaffOrders.module.css';
import accountStyles from '../components/beheer/StaffAccounts.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { CsrfField, SelectField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback, useMessages } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { requireStaff } from '../lib/staff.server';
import { type T, useT } from '../lib/texts';
import type { Route } from './+types/beheer-staff';

const OUTCOMES = ['created', 'raised', 'saved', 'unchanged', 'gone'] as const;
type Outcome = (typeof OUTCOMES)[number];
const ADD_FORM = 'staff-add';
const ADD_FIELDS = ['firstname', 'lastname', 'email', 'level'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireStaff(context, 'staff');
  const accounts = await context.services.accounts.staffAccounts();
  const done = new URL(request.url).searchParams.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      me,
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      accounts: accounts.map((a) => ({ ...a, staff: a.accessLevel >= STAFF_AREA_LEVEL })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** A refused form: which form, its messages by field and what was typed (the token left out). */
function refused(form: string, errors: FieldErrors, fields: Record<string, string>) {
  const { [CSRF_FIELD]: _token, intent: _intent, ...values } = fields;
  return data({ form, errors, values }, { status: 400, headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'staff');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const accounts = context.services.accounts;
  const back = (outcome: Outcome) => redirect(`/beheer/medewerkers?gedaan=${outcome}`, 303);
  if (fields.intent === 'add') {
    const input = cleanNewStaff(fields);
    if (!input) return refused(ADD_FORM, newStaffFormErrors(fields), fields);
    const result = await accounts.addStaffAccount(actor, input, context.origin);
    if (result.kind === 'invalid') return refused(ADD_FORM, { [result.field]: result.error }, fields);
    throw back(result.kind);
  }
  if (fields.intent === 'level') {
    const id = /^[1-9]\d{0,8}$/.test(fields.id ?? '') ? Number(fields.id) : null;
    const level = changedStaffLevel(fields);
    if (id === null) throw data(null, { status: 400 });
    const form = `staff-${id}`;
    if (level === null) return refused(form, { level: { key: 'form_errors.choose' } }, fields);
    const result = await accounts.changeStaffLevel(actor, id, level);
    if (result.kind === 'invalid') return refused(form, { [result.field]: result.error }, fields);
    throw back(result.kind === 'done' ? 'saved' : result.kind === 'not-found' ? 'gone' : 'unchanged');
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Medewerkers · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

/** A level's name: the staff role, none (0) or a customer's feature level. */
function levelName(t: T, level: number): string {
  if (level === 0) return t('beheer.staff.role.none');
  const role = staffRoleOf(level);
  return role ? t(`beheer.staff.role.${role}`) : t('beheer.staff.role.other', { n: level });
}

function levelOptions(t: T, current: number) {
  const levels = GIVEN_LEVELS.includes(current) ? GIVEN_LEVELS : [current, ...GIVEN_LEVELS];
  return levels.map((level) => ({ value: String(level), label: `${levelName(t, level)} (${level})` }));
}

/** What one form shows: what was typed when it was refused, else the defaults; and its messages. */
function useFormState(form: string) {
  const refusal = useActionData<typeof action>();
  const mine = refusal?.form === form ? refusal : null;
  return { mine, message: useMessages(mine?.errors) };
}

function LevelForm({ csrf, id, name, level }: { csrf: string; id: number; name: string; level: number }) {
  const t = useT();
  const form = `staff-${id}`;
  const { mine, message } = useFormState(form);
  const [value, setValue] = useState(mine?.values.level ?? String(level));
  return (
    <Form method="post" className={accountStyles.rowForm} aria-label={t('beheer.staff.level_of', { name })}>
      <CsrfField token={csrf} />
      <input type="hidden" name="id" value={id} />
      <SelectField
        form={form}
        name="level"
        label={t('beheer.staff.level_of', { name })}
        options={levelOptions(t, level)}
        value={value}
        onChange={setValue}
        message={message('level')}
      />
      <button type="submit" name="intent" value="level" className="button button-secondary">
        {t('beheer.staff.save_level')}
      </button>
    </Form>
  );
}

function AddForm({ csrf }: { csrf: string }) {
  const t = useT();
  const { mine } = useFormState(ADD_FORM);
  const typed = (name: string) => mine?.values[name] ?? '';
  const [level, setLevel] = useState(mine?.values.level ?? String(STAFF_AREA_LEVEL));
  // Issue 29's checked form with the server's own rules (decision 620); an address in use is the server's to say.
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${ADD_FORM}-form`,
    validate: newStaffFormErrors,
    server: mine ?? undefined,
    initial: { ...mine?.values, level },
  });
  const message = checked.message;
  return (
    <>
      <ErrorSummary
        form={ADD_FORM}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={ADD_FIELDS}
        title={t('beheer.staff.summary')}
      />
      <Form {...checked.props} method="post" className={styles.filter} aria-labelledby="staff-add-title">
        <CsrfField token={csrf} />
        <TextField
          form={ADD_FORM}
          name="firstname"
          label={t('beheer.staff.firstname')}
          autoComplete="off"
          defaultValue={typed('firstname')}
          message={message('firstname')}
          maxLength={100}
        />
        <TextField
          form={ADD_FORM}
          name="lastname"
          label={t('beheer.staff.lastname')}
          autoComplete="off"
          defaultValue={typed('lastname')}
          message={message('lastname')}
          maxLength={100}
        />
        <TextField
          form={ADD_FORM}
          name="email"
          type="email"
          label={t('beheer.staff.email')}
          autoComplete="off"
          defaultValue={typed('email')}
          message={message('email')}
          maxLength={200}
        />
        <SelectField
          form={ADD_FORM}
          name="level"
          label={t('beheer.staff.level')}
          options={levelOptions(t, STAFF_AREA_LEVEL).filter((o) => o.value !== '0')}
          value={level}
          onChange={setLevel}
          message={message('level')}
        />
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value="add" className="button button-primary">
            {t('beheer.staff.add')}
          </button>
        </div>
      </Form>
    </>
  );
}

export default function BeheerStaff() {
  const { csrf, me, outcome, accounts } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  // A new form after each visit (a colleague added starts an empty one); a refusal keeps what was typed.
  const { key } = useLocation();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="staff-title">
      <h1 id="staff-title">{t('beheer.staff')}</h1>
      <p>{t('beheer.staff.intro')}</p>
      {refusal ? (
        <Feedback tone="error">
          <p>{t('beheer.staff.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'unchanged' || outcome === 'gone' ? 'info' : 'success'}>
          <p>{t(`beheer.staff.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {accounts.length === 0 ? (
        <p>{t('beheer.staff.none')}</p>
      ) : (
        <StaffTable labelledBy="staff-table-caption" caption={t('beheer.staff.table')}>
          <thead>
            <tr>
              <th scope="col">{t('beheer.staff.col.name')}</th>
              <th scope="col">{t('beheer.staff.col.level')}</th>
              <th scope="col">{t('beheer.staff.col.change')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  {account.name || account.email} {account.id === me ? t('beheer.staff.you') : null}
                  <span className={styles.sub}>{account.email}</span>
                  {account.hasPassword ? null : (
                    <span className={styles.sub}>{t('beheer.staff.no_password')}</span>
                  )}
                </th>
                <td>{`${levelName(t, account.accessLevel)} (${account.accessLevel})`}</td>
                <td>
                  <LevelForm
                    csrf={csrf}
                    id={account.id}
                    name={account.name || account.email}
                    level={account.accessLevel}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      <h2 id="staff-add-title">{t('beheer.staff.add_title')}</h2>
      <p>{t('beheer.staff.add_intro')}</p>
      <AddForm key={key} csrf={csrf} />
    </section>
  );
}
