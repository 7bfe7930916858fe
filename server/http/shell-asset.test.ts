// Issue 16 (decision 499): the shell's shared part of a shop goes to the browser once per visit and shop as a
// versioned, long-cached script instead of in every page's loader data; the server render still has it all.
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_GLOBAL } from '../../domain/shell.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import type { ShellShared } from '../shell/types.ts';

interface Sent {
  shop: string;
  version: string;
  shared: ShellShared;
}

/** What a served script hands to the browser. */
function evaluate(script: string): Sent {
  const sandbox: Record<string, unknown> = {};
  sandbox.globalThis = sandbox;
  runInNewContext(script, sandbox);
  return sandbox[SHELL_GLOBAL] as Sent;
}

function scriptPath(html: string): string | null {
  return (
    /<script id="lw-shell" type="lw-data" data-src="(\/shell\/SHOP_[A-Z]+\/[0-9a-f]{12}\.js)"/.exec(
      html,
    )?.[1] ?? null
  );
}

describe.each(eachDatabase())('the shell’s shared part as a versioned script on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders the whole shell on the server and sends only its version with the page’s data', async () => {
    const { version, shared } = await t.services.shell.shared('SHOP_SB', '');
    const top = shared.top20[0]!.title;
    const author = shared.sbAuthors[0]!.name;
    const page = await t.app.inject({ url: '/' });
    expect(scriptPath(page.body)).toBe(`/shell/SHOP_SB/${version}.js`);
    expect(page.body).toContain(author); // drawn by the server (the left sidebar)
    // A client navigation's data (root and the contact page): this visitor's part and the version only.
    const data = await t.app.inject({ url: '/contact.data' });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(version);
    expect(data.body).not.toContain(author);
    expect(data.body).not.toContain(JSON.stringify(top).slice(1, -1));
  });

  it('serves each shop’s part for a year under its version, and today’s part uncached for another', async () => {
    for (const url of ['/', '/all-books']) {
      const path = scriptPath((await t.app.inject({ url })).body)!;
      const res = await t.app.inject({ url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const sent = evaluate(res.body);
      const shop = url === '/' ? 'SHOP_SB' : 'SHOP_ALL';
      expect(sent).toEqual({ shop, ...(await t.services.shell.shared(shop, '')) });
      const json = await t.app.inject({ url: path.replace(/\.js$/, '.json') });
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json.json()).toEqual(sent);
    }
    const unknown = await t.app.inject({ url: '/shell/SHOP_ALL/0123456789ab.json' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.json().version).toBe((await t.services.shell.shared('SHOP_ALL', '')).version);
    for (const bad of [
      '/shell/SHOP_XX/0123456789ab.js',
      '/shell/SHOP_SB/geen-versie.js',
      '/shell/SHOP_SB/0123456789ab.css',
    ]) {
      expect((await t.app.inject({ url: bad })).statusCode).toBe(404);
    }
  });
});
