// Settings (name/value) and features, read often and changed rarely: cached in memory for a short while so
// that a page costs no settings queries. A change through the admin takes effect within CACHE_MS.

import type { Feature } from '../../domain/features.ts';
import type { Db } from '../db/client.ts';
import { features, settings } from '../db/schema.ts';

const CACHE_MS = 30_000;

export type SettingsMap = ReadonlyMap<string, string>;

export interface SettingsService {
  all(): Promise<SettingsMap>;
  get(name: string): Promise<string | undefined>;
  features(): Promise<Feature[]>;
  invalidate(): void;
}

export function createSettingsService(db: Db): SettingsService {
  let cached: { at: number; settings: SettingsMap; features: Feature[] } | null = null;

  async function load() {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const [settingRows, featureRows] = await Promise.all([
      db.select().from(settings),
      db.select().from(features),
    ]);
    cached = {
      at: Date.now(),
      settings: new Map(settingRows.map((r) => [r.name, r.value])),
      features: featureRows.map((f) => ({ sku: f.sku, accessLevel: f.accessLevel, enabled: f.enabled })),
    };
    return cached;
  }

  return {
    all: async () => (await load()).settings,
    get: async (name) => (await load()).settings.get(name),
    features: async () => (await load()).features,
    invalidate: () => {
      cached = null;
    },
  };
}

export function settingNumber(map: SettingsMap, name: string, fallback: number): number {
  const n = Number(map.get(name));
  return Number.isFinite(n) && map.has(name) ? n : fallback;
}
