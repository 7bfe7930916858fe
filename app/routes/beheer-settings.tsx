// /beheer/instellingen (issue 31 "Settings", decisions 640–644): every setting the shop reads, by group, each typed
// and checked with a Dutch message by its field (domain/setting-types.ts); the countries' shipping rates and the
// features' access levels; and the last changes — who changed what, when, before → after. One plain POST form per
// group (and one for the countries, one for the features) with the CSRF token and the version it was shown with: a
// refused form keeps what was typed, a colleague's save in between refuses the form whole (decision 642). Beheerders
// only: settings are money and trust (404 for everyone else).
import { data, Form, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import type { FieldErrors } from '../../domain/account-forms';
import { formatAmount } from '../../domain/money';
import {
  countriesFormErrors,
  countryField,
  featureField,
  featuresFormErrors,
  isSettingGroup,
  type SettingGroup,
  settingsFormErrors,
} from '../../domain/setting-types';
import styles from '../components/beheer/StaffOrders.module.css';
import { AuditLinesTable } from '../components/beheer/AuditLinesTable';
import { CheckboxField, CsrfField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { type FormFields, useCheckedForm } from '../components/forms/use-checked-form';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { auditRows, describeValues } from '../lib/audit-rows.server';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-settings';

const COUNTRIES_FORM = 'settings-countries';
const FEATURES_FORM = 'settings-features';
/** A group's form id: 'settings-verzending'. */
const groupForm = (group: SettingGroup) => `settings-${group.toLowerCase()}`;

/** A value of the history in words: 'value: 2000' → '2000'; several as 'key: value'. */
function describe(values: Record<string, unknown> | null): string {
  const only = values && Object.keys(values).length === 1 ? values.value : undefined;
  if (only === undefined) return describeValues(values);
  return typeof only === 'string' ? only : JSON.stringify(only);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, 'settings');
  const view = await context.services.staffSettings.view();
  const done = new URL(request.url).searchParams.get('gedaan');
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: done === 'saved' || done === 'unchanged' ? done : null,
      groups: view.groups,
      unknown: view.unknown,
      countries: view.countries.map((c) => ({
        ...c,
        base: formatAmount(c.baseShippingCents),
        surcharge: formatAmount(c.surchargeWeightCents),
      })),
      countriesVersion: view.countriesVersion,
      features: view.features,
      featuresVersion: view.featuresVersion,
      history: await auditRows(context, view.history, describe),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** A refused form: which form, its messages by field, whether a colleague saved first, and what was typed. */
function refused(form: string, errors: FieldErrors, fields: Record<string, string>, stale = false) {
  const { [CSRF_FIELD]: _token, intent: _intent, version: _version, ...values } = fields;
  return data({ form, errors, values, stale }, { status: stale ? 409 : 400, headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'settings');
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const service = context.services.staffSettings;
  const version = fields.version ?? '';
  let form: string;
  let result;
  if (fields.intent === 'group' && isSettingGroup(fields.group)) {
    form = groupForm(fields.group);
    result = await service.saveGroup(actor, fields.group, fields, version);
  } else if (fields.intent === 'countries') {
    form = COUNTRIES_FORM;
    result = await service.saveCountries(actor, fields, version);
  } else if (fields.intent === 'features') {
    form = FEATURES_FORM;
    result = await service.saveFeatures(actor, fields, version);
  } else throw data(null, { status: 400 });
  if (result.kind === 'invalid') return refused(form, result.errors, fields);
  if (result.kind === 'stale') return refused(form, {}, fields, true);
  throw redirect(`/beheer/instellingen?gedaan=${result.kind}#${form}-title`, 303);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: 'Instellingen · Beheer · Leeswijzer' }, { name: 'robots', content: 'noindex' }];
}

/** This form's refusal, if the last answer was about it. */
function useRefusal(form: string) {
  const refusal = useActionData<typeof action>();
  return refusal?.form === form ? refusal : null;
}

/** One form of the page: title, the stale notice, the summary, the fields and its save button. */
function CheckedForm(props: {
  form: string;
  title: string;
  csrf: string;
  version: string;
  intent: string;
  hidden?: Record<string, string>;
  initial: FormFields;
  order: readonly string[];
  validate: (fields: FormFields) => FieldErrors;
  children: (field: {
    value: (name: string) => string;
    message: (name: string) => string | undefined;
  }) => React.ReactNode;
}) {
  const t = useT();
  const mine = useRefusal(props.form);
  const typed = { ...props.initial, ...mine?.values };
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${props.form}-form`,
    validate: props.validate,
    server: mine ?? undefined,
    initial: typed,
  });
  return (
    <>
      <h2 id={`${props.form}-title`}>{props.title}</h2>
      {mine?.stale ? (
        <Feedback tone="error">
          <p>{t('beheer.settings.stale')}</p>
        </Feedback>
      ) : null}
      <ErrorSummary
        form={props.form}
        shown={checked.summary}
        focusKey={checked.summaryKey}
        formError={null}
        order={props.order}
        title={t('beheer.settings.summary')}
      />
      <Form {...checked.props} method="post" aria-labelledby={`${props.form}-title`}>
        <CsrfField token={props.csrf} />
        <input type="hidden" name="version" value={props.version} />
        {Object.entries(props.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {props.children({ value: (name) => typed[name] ?? '', message: checked.message })}
        <div className={formStyles.actions}>
          <button type="submit" name="intent" value={props.intent} className="button button-primary">
            {t('beheer.settings.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function GroupForm({ csrf, group }: { csrf: string; group: LoaderData['groups'][number] }) {
  const t = useT();
  const form = groupForm(group.group);
  const initial = Object.fromEntries(group.settings.map((s) => [s.name, s.value]));
  return (
    <CheckedForm
      form={form}
      title={group.group}
      csrf={csrf}
      version={group.version}
      intent="group"
      hidden={{ group: group.group }}
      initial={initial}
      order={group.settings.map((s) => s.name)}
      validate={(fields) => settingsFormErrors(group.group, fields)}
    >
      {({ value, message }) =>
        group.settings.map((s) =>
          s.type.kind === 'boolean' ? (
            <CheckboxField
              key={s.name}
              form={form}
              name={s.name}
              label={s.label}
              defaultChecked={value(s.name) === 'on'}
            />
          ) : (
            <TextField
              key={s.name}
              form={form}
              name={s.name}
              label={s.label}
              type={s.type.kind === 'email' ? 'email' : 'text'}
              inputMode={
                s.type.kind === 'money'
                  ? 'decimal'
                  : s.type.kind === 'whole' || s.type.kind === 'percent'
                    ? 'numeric'
                    : 'text'
              }
              hint={
                s.type.kind === 'money'
                  ? t('beheer.settings.hint.money')
                  : s.type.kind === 'whole'
                    ? t('beheer.settings.hint.whole', { min: s.type.min, max: s.type.max })
                    : s.type.kind === 'percent'
                      ? t('beheer.settings.hint.percent')
                      : undefined
              }
              autoComplete="off"
              defaultValue={value(s.name)}
              message={message(s.name)}
            />
          ),
        )
      }
    </CheckedForm>
  );
}

function CountriesForm({
  csrf,
  countries,
  version,
}: {
  csrf: string;
  countries: LoaderData['countries'];
  version: string;
}) {
  const t = useT();
  const codes = countries.map((c) => c.code);
  const initial = Object.fromEntries(
    countries.flatMap((c) => [
      [countryField(c.code, 'base'), c.base],
      [countryField(c.code, 'surcharge'), c.surcharge],
    ]),
  );
  return (
    <CheckedForm
      form={COUNTRIES_FORM}
      title={t('beheer.settings.countries')}
      csrf={csrf}
      version={version}
      intent="countries"
      initial={initial}
      order={Object.keys(initial)}
      validate={(fields) => countriesFormErrors(fields, codes)}
    >
      {({ value, message }) =>
        countries.map((c) => (
          <fieldset key={c.code}>
            <legend>{`${c.displayValue} (${c.code})`}</legend>
            {(['base', 'surcharge'] as const).map((rate) => (
              <TextField
                key={rate}
                form={COUNTRIES_FORM}
                name={countryField(c.code, rate)}
                label={t(`beheer.settings.country.${rate}`)}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={value(countryField(c.code, rate))}
                message={message(countryField(c.code, rate))}
              />
            ))}
          </fieldset>
        ))
      }
    </CheckedForm>
  );
}

function FeaturesForm({
  csrf,
  features,
  version,
}: {
  csrf: string;
  features: LoaderData['features'];
  version: string;
}) {
  const t = useT();
  const skus = features.map((f) => f.sku);
  const initial = Object.fromEntries(
    features.flatMap((f) => [
      [featureField(f.sku, 'level'), String(f.accessLevel)],
      [featureField(f.sku, 'enabled'), f.enabled ? 'on' : ''],
    ]),
  );
  return (
    <CheckedForm
      form={FEATURES_FORM}
      title={t('beheer.settings.features')}
      csrf={csrf}
      version={version}
      intent="features"
      initial={initial}
      order={skus.map((sku) => featureField(sku, 'level'))}
      validate={(fields) => featuresFormErrors(fields, skus)}
    >
      {({ value, message }) =>
        features.map((f) => (
          <fieldset key={f.sku}>
            <legend>{`${f.description} (${f.sku})`}</legend>
            <TextField
              form={FEATURES_FORM}
              name={featureField(f.sku, 'level')}
              label={t('beheer.settings.feature.level')}
              hint={t('beheer.settings.feature.level_hint')}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={value(featureField(f.sku, 'level'))}
              message={message(featureField(f.sku, 'level'))}
            />
            <CheckboxField
              form={FEATURES_FORM}
              name={featureField(f.sku, 'enabled')}
              label={t('beheer.settings.feature.enabled')}
              defaultChecked={value(featureField(f.sku, 'enabled')) === 'on'}
            />
          </fieldset>
        ))
      }
    </CheckedForm>
  );
}

export default function BeheerSettings() {
  const { csrf, outcome, groups, unknown, countries, countriesVersion, features, featuresVersion, history } =
    useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  // A new set of forms after each visit (a save shows the stored values); a refusal keeps what was typed.
  const { key } = useLocation();
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('beheer.settings')}</h1>
      <p>{t('beheer.settings.intro')}</p>
      {refusal ? (
        <Feedback tone="error">
          <p>{t(refusal.stale ? 'beheer.settings.stale' : 'beheer.settings.refused')}</p>
        </Feedback>
      ) : outcome ? (
        <Feedback tone={outcome === 'saved' ? 'success' : 'info'}>
          <p>{t(`beheer.settings.done.${outcome}`)}</p>
        </Feedback>
      ) : null}
      {groups.map((group) => (
        <GroupForm key={`${key}-${group.group}`} csrf={csrf} group={group} />
      ))}
      <CountriesForm key={`${key}-countries`} csrf={csrf} countries={countries} version={countriesVersion} />
      <FeaturesForm key={`${key}-features`} csrf={csrf} features={features} version={featuresVersion} />
      {unknown.length > 0 ? (
        <>
          <h2 id="settings-unknown-title">{t('beheer.settings.unknown')}</h2>
          <p>{t('beheer.settings.unknown_intro')}</p>
          <dl>
            {unknown.map((s) => (
              <div key={s.name}>
                <dt>{s.name}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h2 id="settings-history-title">{t('beheer.settings.history')}</h2>
      {history.length === 0 ? (
        <p>{t('beheer.settings.history_empty')}</p>
      ) : (
        <AuditLinesTable
          rows={history}
          captionId="settings-history-caption"
          caption={t('beheer.settings.history_table')}
          omit={['action']}
        />
      )}
    </section>
  );
}
