// Issue 17 #3 through the whole app (fastify.inject): a link with ?pc= stores the code and records its use once —
// a reload with the cookie writes nothing; a partner's login sets their own code and their logout forgets it
// (spec 2 §4 login and logout).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { partnerCodeUses } from './schema.ts';

describe.each(eachDatabase())('partner code tracking over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const uses = () =>
    t.services.database.db.select().from(partnerCodeUses).where(eq(partnerCodeUses.code, 'LEESTIP'));

  it('a partner link sets the cookie and records the use; a reload with the cookie writes nothing', async () => {
    const b = browser(() => t);
    const first = await b.get('/?pc=LEESTIP');
    expect(first.statusCode).toBe(200);
    expect(b.jar.get('lw_affiliate')).toBe('LEESTIP');
    expect(await uses()).toHaveLength(1);
    await t.services.database.db.delete(partnerCodeUses);
    expect((await b.get('/?pc=LEESTIP')).statusCode).toBe(200);
    expect(await uses()).toHaveLength(0);
    // The last click wins: another code replaces it (a made-up code is stored, but recorded nowhere).
    await b.get('/?PC=ANDERE');
    expect(b.jar.get('lw_affiliate')).toBe('ANDERE');
    expect(await t.services.database.db.select().from(partnerCodeUses)).toHaveLength(0);
  });

  it("a partner's login sets their own code; their logout forgets it", async () => {
    const b = browser(() => t);
    const page = await b.get('/login');
    const login = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: 'partner@leeswijzer.nl',
      password: 'Partnerlink-2026',
      next: '/',
    });
    expect(login.statusCode).toBe(302);
    expect(b.jar.get('lw_affiliate')).toBe('LEESTIP');
    const home = await b.get('/logout');
    const out = await b.post('/logout', { _csrf: tokenOf(home.body) });
    expect(out.statusCode).toBe(302);
    expect(b.jar.has('lw_affiliate')).toBe(false);
  });
});
