// DESIGN.md "Access control on the server" and issue 5 point 8: a customer reaches only their own account,
// whatever ids a request carries. Customer A tries every account route with customer B's id in the path, the
// query, the body and a header; nothing of B is shown or changed, and B's sessions live on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { users } from './schema.ts';
import { apiClient, fieldErrors, PASSWORD, type Session } from '../../tests/support/api-test-client.ts';

const A_EMAIL = 'anouk@voorbeeld.nl';
const B_EMAIL = 'bram@voorbeeld.nl';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(eachDatabase())('access control of the accounts API on %s', (kind) => {
  let t: TestApp;
  const { call, register } = apiClient(() => t);
  let a: Session;
  let b: Session;
  let bId: number;
  let bRowBefore: unknown;
  let bProfileBefore: string;

  const bRow = async () => {
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, bId));
    return row;
  };
  const ownProfile = async (as: Session) => (await call('GET', '/accounts/me/profile', { as })).body;

  beforeAll(async () => {
    t = await openTestApp(kind);
    a = await register(A_EMAIL, 'Anouk');
    b = await register(B_EMAIL, 'Bram');
    const put = await call('PUT', '/accounts/me/profile', {
      as: b,
      body: {
        phonenr: '010 123 45 67',
        address: 'Coolsingel',
        housenr: '40',
        zipcode: '3011 AD',
        city: 'Rotterdam',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [row] = await t.services.database.db.select().from(users).where(eq(users.email, B_EMAIL));
    bId = row!.id;
    bRowBefore = row;
    bProfileBefore = await ownProfile(b);
    expect(bProfileBefore).toContain('Rotterdam');
  });
  afterAll(async () => {
    await t?.close();
  });

  const paths = () => [
    `/accounts/${bId}`,
    `/accounts/${bId}/profile`,
    `/accounts/${bId}/account`,
    `/accounts/${bId}/profilebusiness`,
    `/accounts/${bId}/password`,
    `/accounts/${B_EMAIL}/profile`,
    `/accounts/me/${bId}`,
    `/accounts/me/profile/${bId}`,
    `/v2/accounts/${bId}/account`,
  ];

  it('has no route with an account id in the path: each answers the API’s 404 problem', async () => {
    for (const path of paths()) {
      for (const method of ['GET', 'PUT', 'POST', 'DELETE'] as Method[]) {
        const res = await call(method, path, {
          as: a,
          ...(method === 'GET' ? {} : { body: { firstname: 'Overgenomen', email: A_EMAIL } }),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        expect(res.json()).toMatchObject({ title: 'Niet gevonden', status: 404 });
        // The 404 names the path as asked; nothing of B's account is in it.
        expect(res.body).not.toMatch(/Bram|Rotterdam|Coolsingel/);
      }
    }
  });

  /** Every account route with a body a client could send; B's id is added to each. */
  const writes = (): [Method, string, Record<string, unknown>][] => [
    [
      'POST',
      '/accounts/register',
      {
        firstname: 'X',
        lastname: 'Y',
        email: 'x@voorbeeld.nl',
        email2: 'x@voorbeeld.nl',
        password: PASSWORD,
        password2: PASSWORD,
      },
    ],
    ['POST', '/accounts/login', { email: B_EMAIL, password: PASSWORD }],
    ['POST', '/accounts/logout', {}],
    ['POST', '/accounts/password-reset', { email: B_EMAIL }],
    [
      'POST',
      '/accounts/password-reset/confirm',
      { token: 'x'.repeat(43), password: 'overgenomen-1', password2: 'overgenomen-1' },
    ],
    ['PUT', '/accounts/me/profile', { firstname: 'Overgenomen', city: 'Elders' }],
    ['POST', '/accounts/unsubscribe', { email: B_EMAIL }],
    ['POST', '/newsletter/subscriptions', { email: B_EMAIL }],
    ['POST', '/newsletter/subscriptions/confirm', { token: 'x'.repeat(43) }],
  ];

  it.each(['id', 'userId', 'user_id'])(
    'refuses a body field %s on every account write with a 400 naming it',
    async (name) => {
      for (const [method, path, body] of writes()) {
        const res = await call(method, path, { as: a, body: { ...body, [name]: bId } });
        expect(res.statusCode, `${method} ${path} ${res.body}`).toBe(400);
        const errors = fieldErrors(res);
        expect(Object.keys(errors), `${method} ${path}`).toEqual([name]);
        expect(errors[name]).toMatch(new RegExp(`^Onbekend veld: ${name}\\. Je account volgt uit je sessie`));
      }
    },
  );

  it('refuses B’s id inside the business and partner data too', async () => {
    const res = await call('PUT', '/accounts/me/profile', {
      as: a,
      body: { business: { company: 'Overname BV', userId: bId }, partner: { id: bId } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res)).sort()).toEqual(['business.userId', 'partner.id']);
  });

  it.each(['/accounts/me', '/accounts/me/profile'])('refuses B’s id in the query of GET %s', async (path) => {
    for (const name of ['id', 'userId', 'user_id']) {
      const res = await call('GET', `${path}?${name}=${bId}`, { as: a });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(fieldErrors(res))).toEqual([name]);
      expect(res.body).not.toContain(B_EMAIL);
    }
  });

  it('shows A only A’s account, whatever headers say', async () => {
    for (const path of ['/accounts/me', '/accounts/me/profile']) {
      const res = await call('GET', path, {
        as: a,
        headers: { 'x-user-id': String(bId), 'x-account-id': String(bId), 'x-forwarded-user': B_EMAIL },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(A_EMAIL);
      expect(res.body).not.toContain(B_EMAIL);
      expect(res.body).not.toContain('Rotterdam');
    }
    const put = await call('PUT', '/accounts/me/profile', {
      as: a,
      headers: { 'x-user-id': String(bId) },
      body: { city: 'Utrecht', phonenr: '030 123 45 67' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body).toContain(A_EMAIL);
    expect(put.body).not.toContain(B_EMAIL);
  });

  it('does not let A take B’s email address', async () => {
    const res = await call('PUT', '/accounts/me/profile', {
      as: a,
      body: { email: B_EMAIL, phonenr: '030 123 45 67' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res))).toEqual(['currentPassword']);
    // Issue 11 #5/#9: with A's password the answer does not say B's address is in use, but nothing changes:
    // the new address gets no confirmation link, only word that someone tried.
    const asked = await call('PUT', '/accounts/me/profile', {
      as: a,
      body: { email: B_EMAIL, currentPassword: PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ profile: { email: A_EMAIL }, email: { status: 'pending' } });
    const toB = (await t.integrations.mails()).filter((m) => m.to === B_EMAIL);
    expect(toB.some((m) => /confirm-email/.test(m.text))).toBe(false);
  });

  it('answers 401 to an anonymous visitor on the profile routes, and 404 with B’s id', async () => {
    expect((await call('GET', '/accounts/me/profile')).statusCode).toBe(401);
    expect((await call('PUT', '/accounts/me/profile', { body: { city: 'Elders' } })).statusCode).toBe(401);
    expect((await call('GET', `/accounts/${bId}/profile`)).statusCode).toBe(404);
    expect((await call('GET', '/accounts/me')).json()).toEqual({ loggedIn: false });
  });

  it('leaves B’s account, profile and session exactly as they were', async () => {
    expect(await bRow()).toEqual(bRowBefore);
    expect(await ownProfile(b)).toBe(bProfileBefore);
    const me = (await call('GET', '/accounts/me', { as: b })).json() as {
      loggedIn: boolean;
      user?: { email: string };
    };
    expect(me).toMatchObject({ loggedIn: true, user: { email: B_EMAIL } });
    expect((JSON.parse(await ownProfile(a)) as { email: string }).email).toBe(A_EMAIL);
  });
});
