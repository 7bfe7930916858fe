// Demo accounts (issue 5), one per role, with the passwords the README lists — for trying the shop locally.
// Never use these addresses or passwords for anything real.
import { type HashParams, hashPassword } from '../../accounts/passwords.ts';
import type { SqlConn } from './sql.ts';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** Extra columns of the users row. */
  extra: Record<string, string | number | boolean>;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'klant',
    email: 'klant@leeswijzer.nl',
    password: 'Leesplezier-2026',
    firstname: 'Anna',
    lastname: 'de Vries',
    extra: {
      phonenr: '020 123 45 67',
      address: 'Prinsengracht',
      housenr: '263',
      zipcode: '1016GV',
      city: 'Amsterdam',
    },
  },
  {
    role: 'wederverkoper',
    email: 'wederverkoper@leeswijzer.nl',
    password: 'Boekhandel-2026',
    firstname: 'Pieter',
    lastname: 'Bakker',
    extra: {
      phonenr: '030 234 56 78',
      address: 'Oudegracht',
      housenr: '112',
      zipcode: '3511AV',
      city: 'Utrecht',
      is_reseller: true,
      company: 'Boekhandel De Zin',
      nr_kvk: '30123456',
    },
  },
  {
    role: 'partner',
    email: 'partner@leeswijzer.nl',
    password: 'Partnerlink-2026',
    firstname: 'Sanne',
    lastname: 'Jansen',
    extra: {
      phonenr: '06 12 34 56 78',
      address: 'Vismarkt',
      housenr: '8',
      zipcode: '9711KT',
      city: 'Groningen',
      is_partner: 'on',
      partner_code: 'LEESTIP',
      partner_status: 'on',
      partner_start: '2025-03-01',
      commission: 20,
      commission_3party: 10,
      // Spec 3 §9 standard discount from 2 copies: own editions 10 %, other publishers' books 5 %.
      discount: 10,
      discount_3party: 5,
      website: 'https://www.lezenislief.nl',
      bank_account: 'NL91ABNA0417164300',
      account_holder: 'S. Jansen',
      account_city: 'Groningen',
    },
  },
  {
    role: 'beheerder',
    email: 'beheer@leeswijzer.nl',
    password: 'Beheer-Leeswijzer-2026',
    firstname: 'Mark',
    lastname: 'Visser',
    extra: { phonenr: '020 765 43 21', is_admin: true, access_level: 9 },
  },
];

export async function insertDemoAccounts(conn: SqlConn, hashParams?: HashParams): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password, hashParams)));
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const columns: Record<string, unknown> = {
      email: account.email,
      password_hash: hashes[i],
      firstname: account.firstname,
      lastname: account.lastname,
      subscription_changed_at: '2026-11-01T09:00:00Z',
      ...account.extra,
    };
    const names = Object.keys(columns);
    await conn.query(
      `INSERT INTO users (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((_, n) => `$${n + 1}`).join(', ')})`,
      Object.values(columns),
    );
  }
}
