// /beheer/klanten/{id} (issue 30, back office I): one customer as staff need them — profile, business and partner
// data, their orders (each linking to its staff page), their cart as it is priced for them now and their wishlist —
// and the settings spec 2 §3 and spec 3 §3 give an account: reseller, no shipping costs, access level, the
// discounts, the own discount rules (add, change, deactivate, delete) and a partner's commission rates and status.
// Each form is a plain POST with the CSRF token, checked by its `…FormErrors` (domain/staff-customers.ts): a value
// that cannot be used gets its Dutch message by its field and the rest stays as typed; a save goes back to the
// page (303) saying what happened. Admins only (404 for everyone else and for an unknown customer).
import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { FieldErrors, PostedFields } from '../../domain/account-forms';
import { formatInstantNl } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import {
  cleanCustomerSettings,
  cleanDiscountRule,
  cleanPartnerSettings,
  customerSettingsFormErrors,
  DEFAULT_RULE_FORM,
  discountRuleFormErrors,
  PARTNER_STAFF_STATUSES,
  partnerSettingsFormErrors,
} from '../../domain/staff-customers';
import { addressLines } from '../../domain/postal-address';
import styles from '../components/beheer/StaffOrders.module.css';
import customerStyles from '../components/beheer/StaffCustomer.module.css';
import { StaffTable } from '../components/beheer/StaffTable';
import { CheckboxField, CsrfField, SelectField, TextField } from '../components/forms/Fields';
import { ErrorSummary, Feedback } from '../components/forms/Feedback';
import formStyles from '../components/forms/Form.module.css';
import { useCheckedForm } from '../components/forms/use-checked-form';
import { CSRF_FIELD, PRIVATE_HEADERS, readForm } from '../lib/forms.server';
import { staffMay } from '../../domain/staff-access';
import { INVOICE_RETENTION_YEARS } from '../../domain/personal-data';
import { requireStaff } from '../lib/staff.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/beheer-customer';

/** The orders shown on the page; the rest are one link away in the order list. */
const ORDERS_SHOWN = 20;
const OUTCOMES = ['saved', 'added', 'deleted', 'unchanged', 'gone', 'te-vaak'] as const;
type Outcome = (typeof OUTCOMES)[number];

function customerId(param: string): number {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, 'customer');
  const id = customerId(params.id);
  const services = context.services;
  const customer = await services.accounts.customer(id);
  if (!customer) throw data(null, { status: 404 });
  const owner = { kind: 'user', userId: id } as const;
  const [orders, rules, cart, wishlist, partner, closing] = await Promise.all([
    services.staffOrders.ofCustomer(id, ORDERS_SHOWN),
    services.cart.discountRules.list(id),
    services.cart.view(owner),
    services.cart.wishlist.view(owner),
    services.partners.partnerOf(id),
    services.privacy.closingInfo(id),
  ]);
  const done = new URL(request.url).searchParams.get('gedaan');
  const { profile, business, settings } = customer;
  return data(
    {
      csrf: context.auth.csrfToken(),
      outcome: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
      id,
      name: `${profile.firstname} ${profile.lastname}`.trim() || customer.email,
      email: customer.email,
      since: formatInstantNl(customer.createdAt),
      hasPassword: customer.hasPassword,
      phonenr: profile.phonenr,
      address: profile.address
        ? addressLines({
            name: '',
            company: '',
            address: profile.address,
            housenr: profile.housenr,
            addition: profile.addition,
            zipcode: profile.zipcode,
            city: profile.city,
            countryCode: profile.countryCode,
            countryName: profile.countryCode,
          })
        : [],
      subscribed: profile.hasSubscription,
      business: business.company || business.nrKvk || business.nrVat ? business : null,
      partnerData: customer.partner,
      settings: {
        is_reseller: settings.isReseller ? 'on' : '',
        no_shipping_costs: settings.noShippingCosts ? 'on' : '',
        access_level: String(settings.accessLevel),
        discount: String(settings.discount),
        discount_3party: String(settings.discount3party),
      },
      rules: rules.map((rule) => ({
        id: rule.id,
        sku: rule.sku,
        title: rule.title,
        values: {
          min_amount: String(rule.minAmount),
          discount: String(rule.discount),
          is_active: rule.isActive ? 'on' : '',
        },
      })),
      partner: partner
        ? {
            status: partner.status,
            values: {
              commission: String(partner.rates.own),
              commission_3party: String(partner.rates.other),
              partner_status: partner.status,
            },
          }
        : null,
      orders: {
        total: orders.total,
        rows: orders.orders.map((order) => ({
          number: order.number,
          date: formatInstantNl(order.createdAt),
          state: order.shipped ? 'shipped' : order.status,
          total: formatEuro(order.totalCents),
        })),
      },
      cart: {
        lines: cart.lines.map((line) => ({
          sku: line.sku,
          title: line.title,
          amount: line.amount,
          discount: line.priced && line.discountPercent > 0 ? `${line.discountPercent}%` : '',
          total: line.priced ? formatEuro(line.lineTotalCents) : null,
        })),
        total: formatEuro(cart.pricing.totalCents),
      },
      wishlist: wishlist.entries.map((entry) => ({ sku: entry.sku, title: entry.title, href: entry.href })),
      // Issue 32: closing the account on the customer's request (beheerder only, decision 830).
      closing: {
        allowed: staffMay(context.viewer.loggedIn ? context.viewer.accessLevel : 0, 'customer.close'),
        exportAllowed: staffMay(context.viewer.loggedIn ? context.viewer.accessLevel : 0, 'customer.export'),
        staff: closing?.staff ?? false,
        partner: closing?.partner ?? false,
        unpaid: formatEuro(closing?.unpaidCommissionCents ?? 0),
        hasUnpaid: (closing?.unpaidCommissionCents ?? 0) > 0,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** A refused form: which form, its messages by field and what was typed (the token left out). */
function refused(form: string, errors: FieldErrors, fields: Record<string, string>) {
  const { [CSRF_FIELD]: _token, intent: _intent, ...values } = fields;
  return data({ form, errors, values }, { status: 400, headers: PRIVATE_HEADERS });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, 'customer.settings');
  const id = customerId(params.id);
  const { fields, csrfValid } = await readForm(request, context);
  if (!csrfValid) throw data(null, { status: 403 });
  const services = context.services;
  if (!(await services.accounts.customer(id))) throw data(null, { status: 404 });
  const back = (outcome: Outcome, anchor: string) =>
    redirect(`/beheer/klanten/${id}?gedaan=${outcome}#${anchor}`, 303);
  const ruleId = /^[1-9]\d{0,8}$/.test(fields.rule ?? '') ? Number(fields.rule) : null;

  switch (fields.intent) {
    case 'settings': {
      const input = cleanCustomerSettings(fields);
      if (!input) return refused('customer-settings', customerSettingsFormErrors(fields), fields);
      const result = await services.accounts.updateCustomerSettings(actor, id, input);
      if (result.kind === 'invalid')
        return refused('customer-settings', { [result.field]: result.error }, fields);
      if (result.kind === 'not-found') throw data(null, { status: 404 });
      throw back(result.kind === 'done' ? 'saved' : 'unchanged', 'instellingen');
    }
    case 'rule-add': {
      const input = cleanDiscountRule(fields, { withSku: true });
      if (!input) return refused('rule-new', discountRuleFormErrors(fields, { withSku: true }), fields);
      const result = await services.cart.discountRules.add(actor, id, input);
      if (result.kind === 'invalid') return refused('rule-new', { [result.field]: result.error }, fields);
      throw back(result.kind === 'done' ? 'added' : 'unchanged', 'kortingsregels');
    }
    case 'rule-change': {
      if (ruleId === null) throw data(null, { status: 400 });
      const form = `rule-${ruleId}`;
      const input = cleanDiscountRule(fields, { withSku: false });
      if (!input) return refused(form, discountRuleFormErrors(fields, { withSku: false }), fields);
      const result = await services.cart.discountRules.change(actor, id, ruleId, input);
      if (result.kind === 'invalid') return refused(form, { [result.field]: result.error }, fields);
      throw back(
        result.kind === 'done' ? 'saved' : result.kind === 'not-found' ? 'gone' : 'unchanged',
        'kortingsregels',
      );
    }
    case 'rule-delete': {
      if (ruleId === null) throw data(null, { status: 400 });
      const result = await services.cart.discountRules.remove(actor, id, ruleId);
      throw back(result.kind === 'done' ? 'deleted' : 'gone', 'kortingsregels');
    }
    case 'partner': {
      const input = cleanPartnerSettings(fields);
      if (!input) return refused('partner-settings', partnerSettingsFormErrors(fields), fields);
      const result = await services.staffPartners.update(actor, id, input);
      if (result.kind === 'invalid')
        return refused('partner-settings', { [result.field]: result.error }, fields);
      if (result.kind === 'not-found') throw data(null, { status: 404 });
      throw back(result.kind === 'done' ? 'saved' : 'unchanged', 'partner');
    }
    case 'close': {
      // Issue 32 (decision 830): on the customer's request; the box says staff checked it came from them.
      const closer = requireStaff(context, 'customer.close');
      if (fields.confirmed !== 'on')
        return refused(
          'customer-close',
          { confirmed: { key: 'beheer.customer.close.confirm_missing' } },
          fields,
        );
      const result = await services.privacy.staffCloseAccount(closer, id);
      if (result.kind === 'staff-account')
        return refused('customer-close', { confirmed: { key: 'beheer.customer.close.staff' } }, fields);
      throw redirect('/beheer/klanten?verwijderd=1', 303);
    }
    default:
      throw data(null, { status: 400 });
  }
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: customer }: Route.MetaArgs) {
  const title = customer ? `Klant ${customer.id}` : 'Klant';
  return [{ title: `${title} · Beheer · Leeswijzer` }, { name: 'robots', content: 'noindex' }];
}

type Values = Readonly<Record<string, string>>;

/**
 * What one form shows: what was typed when it was refused, else what is stored; and its messages — the server's,
 * and once the page runs those of the same `…FormErrors` the action applies (issue 29's checked form, decision 620).
 */
function useFormState(form: string, stored: Values, validate: (fields: PostedFields) => FieldErrors) {
  const refusal = useActionData<typeof action>();
  const mine = refusal?.form === form ? refusal : null;
  const values: Values = mine ? mine.values : stored;
  const checked = useCheckedForm({
    showOn: 'send',
    id: `${form}-form`,
    validate,
    server: mine ?? undefined,
    initial: { ...values },
  });
  return {
    form,
    props: checked.props,
    summary: checked.summary,
    summaryKey: checked.summaryKey,
    text: (name: string) => values[name] ?? '',
    checked: (name: string) => values[name] === 'on',
    message: checked.message,
  };
}

/** A refused form's summary: 'nothing saved', and a link to each field with its message. */
function Refused({ state, order }: { state: ReturnType<typeof useFormState>; order: readonly string[] }) {
  const t = useT();
  return (
    <ErrorSummary
      form={state.form}
      shown={state.summary}
      focusKey={state.summaryKey}
      formError={null}
      order={order}
      title={t('beheer.customer.refused')}
    />
  );
}

function SettingsForm({ csrf, stored }: { csrf: string; stored: Values }) {
  const t = useT();
  const form = 'customer-settings';
  const state = useFormState(form, stored, customerSettingsFormErrors);
  return (
    <Form {...state.props} method="post" className={styles.filter} aria-labelledby="settings-title">
      <Refused state={state} order={['discount', 'discount_3party', 'access_level']} />
      <CsrfField token={csrf} />
      <CheckboxField
        form={form}
        name="is_reseller"
        label={t('beheer.customer.is_reseller')}
        defaultChecked={state.checked('is_reseller')}
      />
      <CheckboxField
        form={form}
        name="no_shipping_costs"
        label={t('beheer.customer.no_shipping_costs')}
        defaultChecked={state.checked('no_shipping_costs')}
      />
      <div className={customerStyles.ruleFields}>
        <TextField
          form={form}
          name="discount"
          inputMode="numeric"
          label={t('beheer.customer.discount')}
          defaultValue={state.text('discount')}
          message={state.message('discount')}
          maxLength={4}
        />
        <TextField
          form={form}
          name="discount_3party"
          inputMode="numeric"
          label={t('beheer.customer.discount_3party')}
          defaultValue={state.text('discount_3party')}
          message={state.message('discount_3party')}
          maxLength={4}
        />
        <TextField
          form={form}
          name="access_level"
          inputMode="numeric"
          label={t('beheer.customer.access_level')}
          hint={t('beheer.customer.access_level_hint')}
          defaultValue={state.text('access_level')}
          message={state.message('access_level')}
          maxLength={4}
        />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" name="intent" value="settings" className="button button-primary">
          {t('beheer.customer.save_settings')}
        </button>
      </div>
    </Form>
  );
}

/** The fields of a discount rule's form after its sku, in page order. */
const RULE_FIELDS = ['min_amount', 'discount'] as const;

function RuleFields({ form, state }: { form: string; state: ReturnType<typeof useFormState> }) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="min_amount"
        inputMode="numeric"
        label={t('beheer.customer.min_amount')}
        defaultValue={state.text('min_amount')}
        message={state.message('min_amount')}
        maxLength={4}
      />
      <TextField
        form={form}
        name="discount"
        inputMode="numeric"
        label={t('beheer.customer.rule_discount')}
        defaultValue={state.text('discount')}
        message={state.message('discount')}
        maxLength={4}
      />
      <CheckboxField
        form={form}
        name="is_active"
        label={t('beheer.customer.is_active')}
        defaultChecked={state.checked('is_active')}
      />
    </>
  );
}

function RuleForm({
  csrf,
  rule,
}: {
  csrf: string;
  rule: { id: number; sku: string; title: string | null; values: Values };
}) {
  const t = useT();
  const form = `rule-${rule.id}`;
  const state = useFormState(form, rule.values, (fields) =>
    discountRuleFormErrors(fields, { withSku: false }),
  );
  const name = rule.title
    ? t('beheer.customer.rule_title', { title: rule.title, sku: rule.sku })
    : t('beheer.customer.rule_unknown', { sku: rule.sku });
  return (
    <Form {...state.props} method="post" className={customerStyles.rule} aria-labelledby={`${form}-title`}>
      <h3 id={`${form}-title`} className={customerStyles.ruleTitle}>
        {name}
        {rule.values.is_active === 'on' ? null : (
          <span className={styles.sub}>{t('beheer.customer.rule_inactive')}</span>
        )}
      </h3>
      <Refused state={state} order={RULE_FIELDS} />
      <CsrfField token={csrf} />
      <input type="hidden" name="rule" value={rule.id} />
      <div className={customerStyles.ruleFields}>
        <RuleFields form={form} state={state} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" name="intent" value="rule-change" className="button button-primary">
          {t('beheer.customer.save_rule')}
          <span className="visually-hidden"> ({name})</span>
        </button>
        <button type="submit" name="intent" value="rule-delete" className="button button-secondary">
          {t('beheer.customer.delete_rule')}
          <span className="visually-hidden"> ({name})</span>
        </button>
      </div>
    </Form>
  );
}

function NewRuleForm({ csrf }: { csrf: string }) {
  const t = useT();
  const form = 'rule-new';
  const state = useFormState(form, DEFAULT_RULE_FORM, (fields) =>
    discountRuleFormErrors(fields, { withSku: true }),
  );
  return (
    <Form {...state.props} method="post" className={customerStyles.rule} aria-labelledby="rule-new-title">
      <h3 id="rule-new-title" className={customerStyles.ruleTitle}>
        {t('beheer.customer.new_rule')}
      </h3>
      <Refused state={state} order={['sku', ...RULE_FIELDS]} />
      <CsrfField token={csrf} />
      <div className={customerStyles.ruleFields}>
        <TextField
          form={form}
          name="sku"
          inputMode="numeric"
          label={t('beheer.customer.sku')}
          defaultValue={state.text('sku')}
          message={state.message('sku')}
          maxLength={40}
        />
        <RuleFields form={form} state={state} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" name="intent" value="rule-add" className="button button-primary">
          {t('beheer.customer.add_rule')}
        </button>
      </div>
    </Form>
  );
}

function PartnerForm({ csrf, stored }: { csrf: string; stored: Values }) {
  const t = useT();
  const form = 'partner-settings';
  const state = useFormState(form, stored, partnerSettingsFormErrors);
  const [status, setStatus] = useState(state.text('partner_status'));
  return (
    <Form {...state.props} method="post" className={styles.filter} aria-labelledby="partner-title">
      <Refused state={state} order={['commission', 'commission_3party', 'partner_status']} />
      <CsrfField token={csrf} />
      <div className={customerStyles.ruleFields}>
        <TextField
          form={form}
          name="commission"
          inputMode="numeric"
          label={t('beheer.customer.commission')}
          defaultValue={state.text('commission')}
          message={state.message('commission')}
          maxLength={4}
        />
        <TextField
          form={form}
          name="commission_3party"
          inputMode="numeric"
          label={t('beheer.customer.commission_3party')}
          defaultValue={state.text('commission_3party')}
          message={state.message('commission_3party')}
          maxLength={4}
        />
        <SelectField
          form={form}
          name="partner_status"
          label={t('beheer.customer.partner_status_field')}
          options={PARTNER_STAFF_STATUSES.map((value) => ({
            value,
            label: t(`beheer.customer.partner_status.${value}`),
          }))}
          value={status}
          onChange={setStatus}
          message={state.message('partner_status')}
        />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" name="intent" value="partner" className="button button-primary">
          {t('beheer.customer.save_partner')}
        </button>
      </div>
    </Form>
  );
}

export default function BeheerCustomer() {
  const c = useLoaderData<typeof loader>();
  const t = useT();
  const partnerData = c.partnerData;
  return (
    <article className={styles.section} aria-labelledby="customer-title">
      <Link to="/beheer/klanten">{t('beheer.customer.back')}</Link>
      <h1 id="customer-title">{t('beheer.customer.title', { id: c.id, name: c.name })}</h1>
      <p>
        {t('beheer.customer.since', { date: c.since })}
        {c.hasPassword ? null : ` · ${t('beheer.customer.no_password')}`}
      </p>
      {c.outcome ? (
        <Feedback
          tone={
            c.outcome === 'unchanged' || c.outcome === 'gone' || c.outcome === 'te-vaak' ? 'info' : 'success'
          }
        >
          <p>{t(`beheer.customer.done.${c.outcome}`)}</p>
        </Feedback>
      ) : null}

      <div className={styles.facts}>
        <section className={styles.card} aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t('beheer.customer.profile')}</h2>
          <p>{c.name}</p>
          <p>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </p>
          {c.phonenr ? <p>{c.phonenr}</p> : null}
          {c.address.length > 0 ? <address className={styles.address}>{c.address.join('\n')}</address> : null}
          <p>{c.subscribed ? t('beheer.customer.subscribed') : t('beheer.customer.not_subscribed')}</p>
        </section>
        <section className={styles.card} aria-labelledby="customer-business">
          <h2 id="customer-business">{t('beheer.customer.business')}</h2>
          {c.business ? (
            <>
              {c.business.company ? <p>{c.business.company}</p> : null}
              {c.business.nrKvk ? (
                <p>
                  {t('beheer.customer.kvk')}: {c.business.nrKvk}
                </p>
              ) : null}
              {c.business.nrVat ? (
                <p>
                  {t('beheer.customer.vat')}: {c.business.nrVat} (
                  {c.business.validVat
                    ? t('beheer.customer.vat_checked')
                    : t('beheer.customer.vat_unchecked')}
                  )
                </p>
              ) : null}
            </>
          ) : (
            <p>{t('beheer.customer.no_business')}</p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="customer-partner">
          <h2 id="customer-partner">{t('beheer.customer.partner')}</h2>
          {partnerData.status === 'none' && !c.partner ? (
            <p>{t('beheer.customer.partner_none')}</p>
          ) : (
            <>
              <p>
                {t('beheer.customer.partner_status')}:{' '}
                {t(`beheer.customer.partner_state.${partnerData.status}`)}
              </p>
              {partnerData.code ? (
                <p>
                  {t('beheer.customer.partner_code')}: {partnerData.code}
                </p>
              ) : null}
              {partnerData.start ? (
                <p>
                  {t('beheer.customer.partner_start')}: {partnerData.start}
                </p>
              ) : null}
              {partnerData.website ? (
                <p>
                  {t('beheer.customer.website')}: {partnerData.website}
                </p>
              ) : null}
              {partnerData.bankAccount ? (
                <p>
                  {t('beheer.customer.bank')}: {partnerData.bankAccount} ({partnerData.accountHolder},{' '}
                  {partnerData.accountCity})
                </p>
              ) : null}
            </>
          )}
        </section>
      </div>

      <section id="instellingen" className={styles.section} aria-labelledby="settings-title">
        <h2 id="settings-title">{t('beheer.customer.settings')}</h2>
        <p>{t('beheer.customer.settings_intro')}</p>
        <SettingsForm csrf={c.csrf} stored={c.settings} />
      </section>

      <section id="kortingsregels" className={styles.section} aria-labelledby="rules-title">
        <h2 id="rules-title">{t('beheer.customer.rules')}</h2>
        <p>{t('beheer.customer.rules_intro')}</p>
        {c.rules.length === 0 ? <p>{t('beheer.customer.no_rules')}</p> : null}
        {c.rules.map((rule) => (
          <RuleForm key={rule.id} csrf={c.csrf} rule={rule} />
        ))}
        <NewRuleForm key={c.rules.length} csrf={c.csrf} />
      </section>

      {c.partner ? (
        <section id="partner" className={styles.section} aria-labelledby="partner-title">
          <h2 id="partner-title">{t('beheer.customer.partner_settings')}</h2>
          {c.partner.status === 'pend' ? (
            <p>
              <Link to="/beheer/partners">{t('beheer.customer.partner_pending')}</Link>
            </p>
          ) : (
            <PartnerForm csrf={c.csrf} stored={c.partner.values} />
          )}
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="customer-orders">
        <h2 id="customer-orders">{t('beheer.customer.orders')}</h2>
        {c.orders.rows.length === 0 ? (
          <p>{t('beheer.customer.orders_none')}</p>
        ) : (
          <>
            <p>{t('beheer.customer.orders_shown', { shown: c.orders.rows.length, total: c.orders.total })}</p>
            <StaffTable labelledBy="customer-orders">
              <thead>
                <tr>
                  <th scope="col">{t('beheer.orders.col.number')}</th>
                  <th scope="col">{t('beheer.orders.col.date')}</th>
                  <th scope="col">{t('beheer.orders.col.status')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('beheer.orders.col.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.orders.rows.map((order) => (
                  <tr key={order.number}>
                    <th scope="row">
                      <Link to={`/beheer/bestellingen/${order.number}`}>{order.number}</Link>
                    </th>
                    <td>{order.date}</td>
                    <td>{t(`beheer.orders.state.${order.state}`)}</td>
                    <td className={styles.amount}>{order.total}</td>
                  </tr>
                ))}
              </tbody>
            </StaffTable>
            {c.orders.total > c.orders.rows.length ? (
              <p>
                <Link to={`/beheer/bestellingen?q=${encodeURIComponent(c.email)}`}>
                  {t('beheer.customer.orders_all')}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>

      <div className={styles.facts}>
        <section className={styles.card} aria-labelledby="customer-cart">
          <h2 id="customer-cart">{t('beheer.customer.cart')}</h2>
          {c.cart.lines.length === 0 ? (
            <p>{t('beheer.customer.cart_empty')}</p>
          ) : (
            <>
              <ul className={customerStyles.lines}>
                {c.cart.lines.map((line) => (
                  <li key={line.sku}>
                    <span>
                      {line.amount} × {line.title}
                      <span className={styles.sub}>{line.sku}</span>
                    </span>
                    <span className={styles.amount}>
                      {line.total ?? t('beheer.customer.not_priced')}
                      {line.discount ? (
                        <span className={styles.sub}>
                          {t('beheer.customer.col.discount')} {line.discount}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
              <p className={customerStyles.total}>
                <span>{t('beheer.customer.cart_total')}</span> <strong>{c.cart.total}</strong>
              </p>
            </>
          )}
        </section>
        <section className={styles.card} aria-labelledby="customer-wishlist">
          <h2 id="customer-wishlist">{t('beheer.customer.wishlist')}</h2>
          {c.wishlist.length === 0 ? (
            <p>{t('beheer.customer.wishlist_empty')}</p>
          ) : (
            <ul className={customerStyles.lines}>
              {c.wishlist.map((entry) => (
                <li key={entry.sku}>
                  <span>
                    {entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}
                    <span className={styles.sub}>{entry.sku}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {c.closing.exportAllowed ? (
        <section className={styles.card} aria-labelledby="customer-export" id="gegevens">
          <h2 id="customer-export">{t('beheer.customer.export.title')}</h2>
          <p>{t('beheer.customer.export.text')}</p>
          {/* A plain post: the answer is the file, so the browser downloads it and the page stays. */}
          <form method="post" action={`/beheer/klanten/${c.id}/gegevens.zip`} className={formStyles.actions}>
            <CsrfField token={c.csrf} />
            <button type="submit" className="button button-secondary">
              {t('beheer.customer.export.button')}
            </button>
          </form>
        </section>
      ) : null}
      {c.closing.allowed ? <CloseAccountForm csrf={c.csrf} closing={c.closing} /> : null}
    </article>
  );
}

/** Issue 32: close the account on the customer's request — a box to tick, then one button (decision 830). */
function CloseAccountForm({
  csrf,
  closing,
}: {
  csrf: string;
  closing: { staff: boolean; partner: boolean; unpaid: string; hasUnpaid: boolean };
}) {
  const t = useT();
  const refusal = useActionData<typeof action>();
  const message = refusal?.form === 'customer-close' ? refusal.errors.confirmed : undefined;
  return (
    <section className={styles.card} aria-labelledby="customer-close" id="verwijderen">
      <h2 id="customer-close">{t('beheer.customer.close.title')}</h2>
      <p>{t('beheer.customer.close.text', { years: INVOICE_RETENTION_YEARS })}</p>
      {closing.hasUnpaid ? (
        <p>{t('beheer.customer.close.partner_unpaid', { amount: closing.unpaid })}</p>
      ) : null}
      {closing.staff ? (
        <p>{t('beheer.customer.close.staff')}</p>
      ) : (
        <Form method="post" id="customer-close-form" className={formStyles.form} noValidate>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="close" />
          {message ? <Feedback tone="error">{t(message.key)}</Feedback> : null}
          <CheckboxField
            form="customer-close"
            name="confirmed"
            label={t('beheer.customer.close.confirm')}
            defaultChecked={false}
          />
          <div className={formStyles.actions}>
            <button type="submit" className="button button-secondary">
              {t('beheer.customer.close.button')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
