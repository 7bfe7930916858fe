// Issue 31 "Settings" (decisions 640–644): every name/value setting the shop reads (spec 1 §3 Settings, spec 3 §3
// Order settings and Settings, spec 3 §9, and the ones later issues added: the seller on the invoices, the bank
// accounts of a transfer), each with its Dutch label, the group it is shown in on /beheer/instellingen and its
// type. A type has one pure check that turns what staff typed into the stored text or a Dutch message key, and one
// way back from the stored text to what the form shows — so the page, the browser and the service check alike.
// The countries' rates (spec 3 §3 Country) and the features' access levels (spec 1 §1) are checked here too. A
// setting in the database that is not in this table is shown read-only: the shop may not know what it means.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { isValidEmail } from './account-input.ts';
import { isValidBic, isValidIban } from './iban.ts';
import { euroToCents, formatAmount } from './money.ts';

/** The types a setting can have; money is stored in cents (domain/money.ts), shown in euros. */
export type SettingType =
  | { kind: 'text'; max: number; required: boolean }
  | { kind: 'email' }
  | { kind: 'url' }
  | { kind: 'iban' }
  | { kind: 'bic' }
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'money'; max: number }
  | { kind: 'percent' }
  | { kind: 'boolean' }
  | { kind: 'country' }
  | { kind: 'sku' };

/** The groups of the page, in its order (Dutch, as shown). */
export const SETTING_GROUPS = ['Winkel', 'Verzending', 'Betalen', 'Facturen', 'Bankrekeningen'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export interface SettingDefinition {
  name: string;
  label: string;
  group: SettingGroup;
  type: SettingType;
}

const text = (max = 200, required = true): SettingType => ({ kind: 'text', max, required });
const whole = (min: number, max: number): SettingType => ({ kind: 'whole', min, max });
/** Money up to € 10.000: no shipping rate or threshold of this shop comes near it. */
const money: SettingType = { kind: 'money', max: 1_000_000 };
const def = (group: SettingGroup, name: string, label: string, type: SettingType): SettingDefinition => ({
  name,
  label,
  group,
  type,
});

/** Every setting the shop reads (server/db/seed/reference-data.ts writes them; the services read them by name). */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  // Spec 1 §3 Settings
  def('Winkel', 'seoTitles', 'SEO-titels tonen', { kind: 'boolean' }),
  def('Winkel', 'tagLatestNewsletter', 'Label van de laatste nieuwsbrief', text(100, false)),
  // Year and week as jjww (2647: 2026, week 47), as the newsletters are numbered.
  def('Winkel', 'latestNewsletter', 'Week van de laatste nieuwsbrief (jjww)', whole(0, 9_999)),
  def('Winkel', 'sidebarTop10', 'Top 10 in de zijbalk', text(100)),
  def('Winkel', 'minLengthSearchSuggestion', 'Minimale lengte voor zoeksuggesties', whole(1, 20)),
  def('Winkel', 'skuSoonAvailable', 'Binnenkort verkrijgbaar (sku)', { kind: 'sku' }),
  def('Winkel', 'skuSegmentOwn', 'Segment eigen uitgaven (sku)', { kind: 'sku' }),
  def('Winkel', 'skuSegmentSB', 'Segment Leeswijzer (sku)', { kind: 'sku' }),
  def('Winkel', 'skuSegmentALL', 'Segment alle boeken (sku)', { kind: 'sku' }),
  def('Winkel', 'maxLengthProfile', 'Maximale lengte van een profieltekst', whole(100, 10_000)),
  def('Winkel', 'adminUrl', 'Adres van het beheer', { kind: 'url' }),
  def('Winkel', 'contactEmail', 'E-mailadres voor klanten', { kind: 'email' }),
  def('Winkel', 'contactPhone', 'Telefoonnummer voor klanten', text(30)),
  def('Winkel', 'formsStaffEmail', 'E-mailadres voor formulieren aan medewerkers', { kind: 'email' }),
  def('Winkel', 'socialFacebook', 'Facebook', { kind: 'url' }),
  def('Winkel', 'socialInstagram', 'Instagram', { kind: 'url' }),
  def('Winkel', 'socialLinkedin', 'LinkedIn', { kind: 'url' }),
  def('Winkel', 'socialYoutube', 'YouTube', { kind: 'url' }),
  // Issue 32 (decision 803): a paid e-book's personal download link — how long it works and how many downloads.
  def('Winkel', 'ebookLinkDays', 'E-book: dagen dat een downloadlink werkt', whole(1, 3_650)),
  def('Winkel', 'ebookLinkDownloads', 'E-book: aantal downloads per link', whole(1, 100)),
  // Spec 3 §3 Order settings and §9 shipping
  def('Verzending', 'shippingFree', 'Gratis verzending vanaf', money),
  def('Verzending', 'shippingFreeResellers', 'Gratis verzending voor wederverkopers vanaf', money),
  def('Verzending', 'shippingDefault', 'Verzendkosten Nederland', money),
  def('Verzending', 'shippingLetter', 'Verzendkosten brievenbuspakje', money),
  def('Verzending', 'weightBox', 'Gewicht van de verpakking (gram)', whole(0, 5_000)),
  def('Verzending', 'maxDaysExpected', 'Maximaal aantal dagen levertijd', whole(1, 365)),
  def('Verzending', 'defaultCountry', 'Standaardland', text(60)),
  def('Verzending', 'defaultCountryCode', 'Landcode van het standaardland', { kind: 'country' }),
  def('Verzending', 'isNL', 'Landcode Nederland', { kind: 'country' }),
  def('Verzending', 'isBE', 'Landcode België', { kind: 'country' }),
  def('Verzending', 'requiredHousenr', 'Huisnummer verplicht', { kind: 'boolean' }),
  def('Verzending', 'deliveryAddress', 'Afwijkend afleveradres toestaan', { kind: 'boolean' }),
  def('Verzending', 'businessData', 'Zakelijke gegevens vragen', { kind: 'boolean' }),
  // Spec 3 §3 and §9: prices, VAT and payment
  def('Betalen', 'btwLow', 'Btw laag tarief', { kind: 'percent' }),
  def('Betalen', 'btwHigh', 'Btw hoog tarief', { kind: 'percent' }),
  def('Betalen', 'resellerMinAmount', 'Minimum aantal exemplaren voor wederverkopers', whole(1, 1_000)),
  def('Betalen', 'skuNoDiscount', 'Sku zonder korting', { kind: 'sku' }),
  def('Betalen', 'paymentProviders', 'Betaalmethoden (met komma’s)', text(300)),
  def('Betalen', 'bankTransferDays', 'Dagen om een overboeking te betalen', whole(1, 60)),
  // Issue 14 #9: the seller on the invoices
  def('Facturen', 'sellerName', 'Naam van de verkoper', text(100)),
  def('Facturen', 'sellerAddress', 'Adres', text(100)),
  def('Facturen', 'sellerZipcode', 'Postcode', text(20)),
  def('Facturen', 'sellerCity', 'Plaats', text(60)),
  def('Facturen', 'sellerKvK', 'KvK-nummer', text(20)),
  def('Facturen', 'sellerVatNumber', 'Btw-nummer', text(20)),
  def('Facturen', 'sellerIban', 'IBAN', { kind: 'iban' }),
  def('Facturen', 'sellerBic', 'BIC', { kind: 'bic' }),
  def('Facturen', 'sellerWebsite', 'Website', text(100)),
  // Issue 14 #6, spec 2 §9: the accounts a bank transfer is paid to
  def('Bankrekeningen', 'bankAccountHolder', 'Rekeninghouder', text(100)),
  def('Bankrekeningen', 'bankNl1', 'Eerste Nederlandse rekening (IBAN)', { kind: 'iban' }),
  def('Bankrekeningen', 'bankNl1Name', 'Bank van de eerste Nederlandse rekening', text(60)),
  def('Bankrekeningen', 'bankNl2', 'Tweede Nederlandse rekening (IBAN)', { kind: 'iban' }),
  def('Bankrekeningen', 'bankNl2Name', 'Bank van de tweede Nederlandse rekening', text(60)),
  def('Bankrekeningen', 'bankBe', 'Belgische rekening (IBAN)', { kind: 'iban' }),
  def('Bankrekeningen', 'bankBeName', 'Bank van de Belgische rekening', text(60)),
  def('Bankrekeningen', 'bankForeignIban', 'Rekening voor het buitenland (IBAN)', { kind: 'iban' }),
  def('Bankrekeningen', 'bankForeignBic', 'BIC voor het buitenland', { kind: 'bic' }),
  def('Bankrekeningen', 'bankForeignName', 'Bank voor het buitenland', text(60)),
];

const BY_NAME = new Map(SETTING_DEFINITIONS.map((d) => [d.name, d]));

export function settingDefinition(name: string): SettingDefinition | undefined {
  return BY_NAME.get(name);
}

export function settingsOfGroup(group: SettingGroup): SettingDefinition[] {
  return SETTING_DEFINITIONS.filter((d) => d.group === group);
}

export function isSettingGroup(value: string | undefined): value is SettingGroup {
  return (SETTING_GROUPS as readonly string[]).includes(value ?? '');
}

export type Checked = { value: string } | { error: TextRef };

/**
 * What staff typed for a setting of this type, as it is stored — or why not (a Dutch message key). A tick box
 * posts 'on' or nothing; stored booleans are '1' and '0', as the seed writes them.
 */
export function checkSetting(type: SettingType, typed: string | undefined): Checked {
  const value = (typed ?? '').trim();
  switch (type.kind) {
    case 'boolean':
      return { value: value === 'on' || value === '1' ? '1' : '0' };
    case 'text':
      if (type.required && value === '') return { error: { key: 'form_errors.general' } };
      if (value.length > type.max)
        return { error: { key: 'beheer.settings.error.too_long', params: { max: type.max } } };
      return { value };
    case 'email':
      return isValidEmail(value) ? { value } : { error: { key: 'beheer.settings.error.email' } };
    case 'url':
      return /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) && value.length <= 300
        ? { value }
        : { error: { key: 'beheer.settings.error.url' } };
    case 'iban': {
      const iban = value.replace(/\s+/g, '').toUpperCase();
      return isValidIban(iban) ? { value: iban } : { error: { key: 'beheer.settings.error.iban' } };
    }
    case 'bic':
      return isValidBic(value)
        ? { value: value.toUpperCase() }
        : { error: { key: 'beheer.settings.error.bic' } };
    case 'whole': {
      const n = /^\d{1,9}$/.test(value) ? Number(value) : null;
      return n !== null && n >= type.min && n <= type.max
        ? { value: String(n) }
        : { error: { key: 'beheer.settings.error.whole', params: { min: type.min, max: type.max } } };
    }
    case 'money': {
      const amount = value === '' ? null : euroToCents(value);
      if (amount === null) return { error: { key: 'beheer.settings.error.money' } };
      if (amount < 0 || amount > type.max)
        return {
          error: { key: 'beheer.settings.error.money_range', params: { max: formatAmount(type.max) } },
        };
      return { value: String(amount) };
    }
    case 'percent': {
      // Whole percents: the cart reads the VAT rates as whole numbers (server/cart/pricing-settings.ts).
      const n = /^\d{1,3}$/.test(value) ? Number(value) : null;
      return n !== null && n <= 100
        ? { value: String(n) }
        : { error: { key: 'beheer.settings.error.percent' } };
    }
    case 'country':
      return /^[A-Za-z]{2}$/.test(value)
        ? { value: value.toUpperCase() }
        : { error: { key: 'beheer.settings.error.country' } };
    case 'sku':
      return /^[0-9A-Za-z-]{1,20}$/.test(value) ? { value } : { error: { key: 'beheer.settings.error.sku' } };
  }
}

/** The stored text as the form shows it: money in euros ('20,00'), a boolean as 'on' or ''. */
export function settingFormValue(type: SettingType, stored: string | undefined): string {
  const value = stored ?? '';
  if (type.kind === 'money') return /^-?\d+$/.test(value) ? formatAmount(Number(value)) : value;
  if (type.kind === 'boolean') return value === '1' || value === 'on' ? 'on' : '';
  return value;
}

/** A group's form: its messages by setting name (the page, the browser and the service check with this). */
export function settingsFormErrors(group: SettingGroup, fields: PostedFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const d of settingsOfGroup(group)) {
    const checked = checkSetting(d.type, fields[d.name]);
    if ('error' in checked) errors[d.name] = checked.error;
  }
  return errors;
}

/** A group's form as stored values, or its messages. */
export function parseSettingsForm(
  group: SettingGroup,
  fields: PostedFields,
): { values: Record<string, string> } | { errors: FieldErrors } {
  const errors = settingsFormErrors(group, fields);
  if (Object.keys(errors).length > 0) return { errors };
  const values: Record<string, string> = {};
  for (const d of settingsOfGroup(group))
    values[d.name] = (checkSetting(d.type, fields[d.name]) as { value: string }).value;
  return { values };
}

// ── Countries (spec 3 §3 Country) and features (spec 1 §1) ──────────────────

/** A country's two rates as the form posts them: base shipping and the surcharge per kg, in euros. */
export const countryField = (code: string, rate: 'base' | 'surcharge') => `${rate}-${code}`;
/** A feature's level and whether it is on. */
export const featureField = (sku: string, what: 'level' | 'enabled') => `${what}-${sku}`;

/** Spec 1 §1: a feature's access level is one of the levels a user can have (0 everyone … 9 beheerder). */
export const FEATURE_LEVEL_MAX = 9;

export function countriesFormErrors(fields: PostedFields, codes: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const code of codes)
    for (const rate of ['base', 'surcharge'] as const) {
      const checked = checkSetting(money, fields[countryField(code, rate)]);
      if ('error' in checked) errors[countryField(code, rate)] = checked.error;
    }
  return errors;
}

export function parseCountriesForm(
  fields: PostedFields,
  codes: readonly string[],
):
  | { rates: Map<string, { baseShippingCents: number; surchargeWeightCents: number }> }
  | { errors: FieldErrors } {
  const errors = countriesFormErrors(fields, codes);
  if (Object.keys(errors).length > 0) return { errors };
  const cents = (code: string, rate: 'base' | 'surcharge') =>
    Number((checkSetting(money, fields[countryField(code, rate)]) as { value: string }).value);
  return {
    rates: new Map(
      codes.map((code) => [
        code,
        { baseShippingCents: cents(code, 'base'), surchargeWeightCents: cents(code, 'surcharge') },
      ]),
    ),
  };
}

const featureLevel: SettingType = { kind: 'whole', min: 0, max: FEATURE_LEVEL_MAX };

export function featuresFormErrors(fields: PostedFields, skus: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const sku of skus) {
    const checked = checkSetting(featureLevel, fields[featureField(sku, 'level')]);
    if ('error' in checked) errors[featureField(sku, 'level')] = checked.error;
  }
  return errors;
}

export function parseFeaturesForm(
  fields: PostedFields,
  skus: readonly string[],
): { features: Map<string, { accessLevel: number; enabled: boolean }> } | { errors: FieldErrors } {
  const errors = featuresFormErrors(fields, skus);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    features: new Map(
      skus.map((sku) => [
        sku,
        {
          accessLevel: Number((fields[featureField(sku, 'level')] ?? '').trim()),
          enabled: (fields[featureField(sku, 'enabled')] ?? '') === 'on',
        },
      ]),
    ),
  };
}

/**
 * Decision 642: the version a form was shown with — the group's stored values in one text. A save whose version
 * is not the stored one (a colleague saved the group since) is refused with nothing saved, and the page shows the
 * new values beside what was typed.
 */
export function settingsVersion(values: readonly (readonly [string, string])[]): string {
  const textOf = [...values]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  // FNV-1a, 32 bits: short enough for a hidden field; a clash only lets a stale save through as last-write-wins.
  let hash = 0x811c9dc5;
  for (let i = 0; i < textOf.length; i += 1) {
    hash ^= textOf.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
