// Issue 31 "Settings" (decisions 640–644): what /beheer/instellingen reads and writes. The settings by group as
// domain/setting-types.ts defines them (a stored setting the table does not know is listed read-only), the
// countries' shipping rates and the features' access levels. A save is one group (or all countries, or all
// features) in one transaction with the rows locked: it is refused whole when a value is wrong or when a colleague
// saved the same group since the form was shown (the version, decision 642); otherwise every changed value is
// written with one audit line each (before → after, who). After the commit this process's settings cache is
// emptied, so the change shows here at once and in the shop's other processes within the shared TTL (decision 643).
import { eq, inArray } from 'drizzle-orm';
import type { FieldErrors, PostedFields } from '../../domain/account-forms.ts';
import {
  type SettingDefinition,
  type SettingGroup,
  SETTING_DEFINITIONS,
  SETTING_GROUPS,
  parseCountriesForm,
  parseFeaturesForm,
  parseSettingsForm,
  settingFormValue,
  settingsOfGroup,
  settingsVersion,
} from '../../domain/setting-types.ts';
import { type AuditLine, latestAuditLines, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import type { SettingsService } from './service.ts';
import { countries, features, settings } from './schema.ts';

export interface StaffSettingField extends SettingDefinition {
  /** As the form shows it (money in euros, a tick box 'on' or ''). */
  value: string;
}

export interface StaffSettingsGroup {
  group: SettingGroup;
  version: string;
  settings: StaffSettingField[];
}

export interface StaffCountry {
  code: string;
  displayValue: string;
  baseShippingCents: number;
  surchargeWeightCents: number;
}

export interface StaffFeatureRow {
  sku: string;
  description: string;
  accessLevel: number;
  enabled: boolean;
}

export interface StaffSettingsView {
  groups: StaffSettingsGroup[];
  /** Stored settings the shop's table does not know: shown, not edited. */
  unknown: { name: string; value: string }[];
  countries: StaffCountry[];
  countriesVersion: string;
  features: StaffFeatureRow[];
  featuresVersion: string;
  /** The last changes to settings, countries and features, newest first. */
  history: AuditLine[];
}

export type SettingsSaveResult =
  | { kind: 'saved'; changed: number }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: FieldErrors }
  /** A colleague saved the same part since the form was shown: nothing saved. */
  | { kind: 'stale' };

export interface StaffSettingsService {
  view(): Promise<StaffSettingsView>;
  saveGroup(
    actorId: number,
    group: SettingGroup,
    fields: PostedFields,
    version: string,
  ): Promise<SettingsSaveResult>;
  saveCountries(actorId: number, fields: PostedFields, version: string): Promise<SettingsSaveResult>;
  saveFeatures(actorId: number, fields: PostedFields, version: string): Promise<SettingsSaveResult>;
}

/** The audit actions of this page (named in Dutch by beheer.audit.action.*). */
export const SETTINGS_AUDIT = {
  setting: 'settings.change',
  country: 'settings.country',
  feature: 'settings.feature',
} as const;

const HISTORY_LINES = 30;

const groupVersion = (group: SettingGroup, stored: ReadonlyMap<string, string>) =>
  settingsVersion(settingsOfGroup(group).map((d) => [d.name, stored.get(d.name) ?? ''] as const));

const countriesVersionOf = (rows: readonly StaffCountry[]) =>
  settingsVersion(rows.map((c) => [c.code, `${c.baseShippingCents}/${c.surchargeWeightCents}`] as const));

const featuresVersionOf = (rows: readonly StaffFeatureRow[]) =>
  settingsVersion(rows.map((f) => [f.sku, `${f.accessLevel}/${f.enabled}`] as const));

/** The keys whose values differ, before and after (for one audit line); empty when nothing changed. */
function changes<T extends object>(before: T, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export function createStaffSettingsService(db: Db, cached: SettingsService): StaffSettingsService {
  const readCountries = async (executor: Db, lock: boolean): Promise<StaffCountry[]> => {
    const query = executor
      .select({
        code: countries.code,
        displayValue: countries.displayValue,
        baseShippingCents: countries.baseShippingCents,
        surchargeWeightCents: countries.surchargeWeightCents,
      })
      .from(countries)
      .orderBy(countries.id);
    return lock ? query.for('update') : query;
  };
  const readFeatures = async (executor: Db, lock: boolean): Promise<StaffFeatureRow[]> => {
    const query = executor
      .select({
        sku: features.sku,
        description: features.description,
        accessLevel: features.accessLevel,
        enabled: features.enabled,
      })
      .from(features)
      .orderBy(features.sku);
    return lock ? query.for('update') : query;
  };
  /** A save's end: this process reads the new values from its next request on. */
  const saved = (result: SettingsSaveResult): SettingsSaveResult => {
    if (result.kind === 'saved') cached.invalidate();
    return result;
  };

  return {
    async view() {
      const [rows, countryRows, featureRows, history] = await Promise.all([
        db.select().from(settings),
        readCountries(db, false),
        readFeatures(db, false),
        latestAuditLines(db, 'settings.', HISTORY_LINES),
      ]);
      const stored = new Map(rows.map((r) => [r.name, r.value]));
      const known = new Set(SETTING_DEFINITIONS.map((d) => d.name));
      return {
        groups: SETTING_GROUPS.map((group) => ({
          group,
          version: groupVersion(group, stored),
          settings: settingsOfGroup(group).map((d) => ({
            ...d,
            value: settingFormValue(d.type, stored.get(d.name)),
          })),
        })),
        unknown: rows
          .filter((r) => !known.has(r.name))
          .map((r) => ({ name: r.name, value: r.value }))
          .sort((a, b) => (a.name < b.name ? -1 : 1)),
        countries: countryRows,
        countriesVersion: countriesVersionOf(countryRows),
        features: featureRows,
        featuresVersion: featuresVersionOf(featureRows),
        history,
      };
    },

    async saveGroup(actorId, group, fields, version) {
      const parsed = parseSettingsForm(group, fields);
      if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors };
      const names = settingsOfGroup(group).map((d) => d.name);
      return saved(
        await db.transaction(async (tx) => {
          const rows = await tx.select().from(settings).where(inArray(settings.name, names)).for('update');
          const stored = new Map(rows.map((r) => [r.name, r.value]));
          if (groupVersion(group, stored) !== version) return { kind: 'stale' } as const;
          const now = new Date();
          let changed = 0;
          for (const name of names) {
            const after = parsed.values[name]!;
            const before = stored.get(name);
            if (before === after) continue;
            await tx
              .insert(settings)
              .values({ name, value: after })
              .onConflictDoUpdate({ target: settings.name, set: { value: after } });
            await recordAudit(
              tx,
              {
                actorId,
                action: SETTINGS_AUDIT.setting,
                subject: `instelling ${name}`,
                before: { value: before ?? null },
                after: { value: after },
              },
              now,
            );
            changed += 1;
          }
          return changed === 0 ? ({ kind: 'unchanged' } as const) : ({ kind: 'saved', changed } as const);
        }),
      );
    },

    async saveCountries(actorId, fields, version) {
      return saved(
        await db.transaction(async (tx) => {
          const rows = await readCountries(tx, true);
          const parsed = parseCountriesForm(
            fields,
            rows.map((c) => c.code),
          );
          if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors } as const;
          if (countriesVersionOf(rows) !== version) return { kind: 'stale' } as const;
          const now = new Date();
          let changed = 0;
          for (const row of rows) {
            const wanted = parsed.rates.get(row.code)!;
            const diff = changes(
              { baseShippingCents: row.baseShippingCents, surchargeWeightCents: row.surchargeWeightCents },
              wanted,
            );
            if (Object.keys(diff.after).length === 0) continue;
            await tx.update(countries).set(wanted).where(eq(countries.code, row.code));
            await recordAudit(
              tx,
              { actorId, action: SETTINGS_AUDIT.country, subject: `land ${row.code}`, ...diff },
              now,
            );
            changed += 1;
          }
          return changed === 0 ? ({ kind: 'unchanged' } as const) : ({ kind: 'saved', changed } as const);
        }),
      );
    },

    async saveFeatures(actorId, fields, version) {
      return saved(
        await db.transaction(async (tx) => {
          const rows = await readFeatures(tx, true);
          const parsed = parseFeaturesForm(
            fields,
            rows.map((f) => f.sku),
          );
          if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors } as const;
          if (featuresVersionOf(rows) !== version) return { kind: 'stale' } as const;
          const now = new Date();
          let changed = 0;
          for (const row of rows) {
            const wanted = parsed.features.get(row.sku)!;
            const diff = changes({ accessLevel: row.accessLevel, enabled: row.enabled }, wanted);
            if (Object.keys(diff.after).length === 0) continue;
            await tx.update(features).set(wanted).where(eq(features.sku, row.sku));
            await recordAudit(
              tx,
              { actorId, action: SETTINGS_AUDIT.feature, subject: `functie ${row.sku}`, ...diff },
              now,
            );
            changed += 1;
          }
          return changed === 0 ? ({ kind: 'unchanged' } as const) : ({ kind: 'saved', changed } as const);
        }),
      );
    },
  };
}
