// Issue 16: the interface texts go to the browser once per visit as a versioned, long-cached script instead of in
// every page's loader data; the server render still has them, and a staff edit gives a new version.
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS_GLOBAL } from '../../domain/texts.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { interfaceTexts } from '../content/schema.ts';
import { createTextsService, FRESH_READ_INTERVAL_MS } from '../content/texts.ts';

/** The texts a served script hands to the browser. */
function evaluate(script: string): { version: string; texts: Record<string, string> } {
  const sandbox: Record<string, unknown> = {};
  sandbox.globalThis = sandbox;
  runInNewContext(script, sandbox);
  return sandbox[TEXTS_GLOBAL] as { version: string; texts: Record<string, string> };
}

function scriptVersion(html: string): string | null {
  return (
    /<script id="lw-texts" type="lw-data" data-src="\/texts\/([0-9a-f]{12})\.js"/.exec(html)?.[1] ?? null
  );
}

describe.each(eachDatabase('connections'))('interface texts as a versioned script on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders the texts on the server and names their script instead of sending them as loader data', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain('Uitgeverij &amp; de grootste website voor zelfontwikkeling');
    const version = scriptVersion(page.body);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    // Inert: the head's starter loads it after the first paint (hydration waits for it: app/entry.client.tsx).
    expect(page.body).toContain(`<script id="lw-texts" type="lw-data" data-src="/texts/${version}.js"`);
    expect(page.body).not.toContain(` src="/texts/${version}.js"`);
    // A text no server-rendered part of the page shows is in neither the document nor a navigation's data.
    const { texts } = await t.services.texts.shared('nl');
    const unshown = texts['form_errors.general']!;
    expect(page.body).not.toContain(unshown);
    const data = await t.app.inject({ url: '/_root.data' });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(version);
    expect(data.body).not.toContain(unshown);
  });

  it('serves the script for a year under its version, all texts but the static pages’', async () => {
    const version = scriptVersion((await t.app.inject({ url: '/all-books' })).body)!;
    const res = await t.app.inject({ url: `/texts/${version}.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sent = evaluate(res.body);
    expect(sent.version).toBe(version);
    expect(sent.texts['shell.payoff_sb']).toBe('Uitgeverij & de grootste website voor zelfontwikkeling');
    expect(Object.keys(sent.texts).filter((key) => key.startsWith('static.'))).toEqual([]);
    expect((await t.app.inject({ url: '/texts/geen-versie.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/texts/${version}.json` })).statusCode).toBe(404);
  });

  it('gives a staff edit a new version; the old one stays served, an unknown one gets today’s texts uncached', async () => {
    const before = scriptVersion((await t.app.inject({ url: '/404' })).body)!;
    await t.services.database.db
      .insert(interfaceTexts)
      .values({ lang: 'nl', key: 'shell.welcome_guest', value: 'Welkom, lezer!' });
    try {
      t.services.texts.invalidate();
      const page = await t.app.inject({ url: '/404' });
      expect(page.body).toContain('Welkom, lezer!');
      const after = scriptVersion(page.body)!;
      expect(after).not.toBe(before);
      const edited = await t.app.inject({ url: `/texts/${after}.js` });
      expect(evaluate(edited.body).texts['shell.welcome_guest']).toBe('Welkom, lezer!');
      // A page cached just before the edit still gets the texts it was rendered with.
      const old = await t.app.inject({ url: `/texts/${before}.js` });
      expect(old.headers['cache-control']).toContain('immutable');
      expect(evaluate(old.body).version).toBe(before);
      const unknown = await t.app.inject({ url: '/texts/0123456789ab.js' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.headers['cache-control']).toBe('no-cache');
      expect(evaluate(unknown.body).version).toBe(after);
    } finally {
      await t.services.database.db
        .delete(interfaceTexts)
        .where(eq(interfaceTexts.key, 'shell.welcome_guest'));
      t.services.texts.invalidate();
    }
  });

  it('finds a version another process made before its own cache has it (WORKERS)', async () => {
    const db = t.services.database.db;
    const thisProcess = createTextsService(db);
    const otherProcess = createTextsService(db);
    const before = (await thisProcess.shared('nl')).version;
    await db.insert(interfaceTexts).values({ lang: 'nl', key: 'shell.welcome_guest', value: 'Hallo!' });
    try {
      const newer = await otherProcess.shared('nl');
      expect(newer.version).not.toBe(before);
      // This process still has the old texts cached, yet serves the newer version when a page asks for it.
      expect((await thisProcess.shared('nl')).version).toBe(before);
      expect((await thisProcess.sharedVersion('nl', newer.version))?.texts['shell.welcome_guest']).toBe(
        'Hallo!',
      );
      expect(await thisProcess.sharedVersion('nl', '0123456789ab')).toBeNull();
    } finally {
      await db.delete(interfaceTexts).where(eq(interfaceTexts.key, 'shell.welcome_guest'));
    }
  });

  it('reads afresh for unknown versions at most once per interval: made-up addresses cost no reads', async () => {
    const db = t.services.database.db;
    let clock = 1_000_000;
    const thisProcess = createTextsService(db, () => clock);
    const otherProcess = createTextsService(db);
    await thisProcess.shared('nl');
    // A made-up version reads afresh once (nothing found) and starts the interval.
    expect(await thisProcess.sharedVersion('nl', '0123456789ab')).toBeNull();
    await db.insert(interfaceTexts).values({ lang: 'nl', key: 'shell.welcome_guest', value: 'Hoi!' });
    try {
      const newer = await otherProcess.shared('nl');
      // Within the interval no read: not found yet, though the database has it.
      clock += FRESH_READ_INTERVAL_MS - 1;
      expect(await thisProcess.sharedVersion('nl', newer.version)).toBeNull();
      clock += 1;
      expect((await thisProcess.sharedVersion('nl', newer.version))?.version).toBe(newer.version);
    } finally {
      await db.delete(interfaceTexts).where(eq(interfaceTexts.key, 'shell.welcome_guest'));
    }
  });
});
