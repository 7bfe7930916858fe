// Settings (name/value) and features, read often and changed rarely: cached in memory for a short while so
// that a page costs no settings queries. A change through the admin takes effect within the cache's TTL.

import type { Feature } from '../../domain/features.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { Db } from '../db/client.ts';
import { features, settings } from './schema.ts';

export type SettingsMap = ReadonlyMap<string, string>;

export interface SettingsService {
  all(): Promise<SettingsMap>;
  get(name: string): Promise<string | undefined>;
  features(): Promise<Feature[]>;
  invalidate(): void;
}

export function createSettingsService(db: Db): SettingsService {
  const cache = createTtlCache<'all', { settings: SettingsMap; features: Feature[] }>();
  const load = () =>
    cache.get('all', async () => {
      const [settingRows, featureRows] = await Promise.all([
        db.select().from(settings),
        db.select().from(features),
      ]);
      return {
        settings: new Map(settingRows.map((r) => [r.name, r.value])),
        features: featureRows.map((f) => ({ sku: f.sku, accessLevel: f.accessLevel, enabled: f.enabled })),
      };
    });

  return {
    all: async () => (await load()).settings,
    get: async (name) => (await load()).settings.get(name),
    features: async () => (await load()).features,
    invalidate: () => cache.clear(),
  };
}

/**
 * The settings read with a given executor, uncached: inside a transaction on the embedded database (one
 * connection) a read through the service's own handle would wait for the transaction it is part of.
 */
export async function settingsOf(db: Db): Promise<SettingsMap> {
  const rows = await db.select().from(settings);
  return new Map(rows.map((r) => [r.name, r.value]));
}

export function settingNumber(map: SettingsMap, name: string, fallback: number): number {
  const n = Number(map.get(name));
  return Number.isFinite(n) && map.has(name) ? n : fallback;
}
