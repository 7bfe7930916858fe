// Issue 27 (decision 521) on PGlite and PostgreSQL: the staff mails that partner applications cause are capped an
// hour for the whole shop, counted in the database: beyond the cap every application is still stored (staff see it
// in /beheer/partners) and its applicant mailed, staff get one summary mail that hour and nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rateLimits } from '../accounts/schema.ts';
import { ANONYMOUS } from '../accounts/viewer.ts';
import { APPLICATION_STAFF_MAILS, applicationLimitKeys } from './application.ts';

let addresses = 0;
const newIp = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const APPLICATION = {
  firstname: 'Iris',
  lastname: 'Jansen',
  phonenr: '020 123 45 67',
  address: 'Keizersgracht',
  housenr: '12',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  country_code: 'NL',
  website: 'https://irisleest.nl',
  bank_account: 'NL91 ABNA 0417 1643 00',
  account_holder: 'I. Jansen',
  account_city: 'Amsterdam',
  motivation: 'Ik schrijf wekelijks over boeken.',
  url_bookpage_yesno: 'no',
  url_bookpage: '',
  password: 'Lezen-is-leuk-2026',
  password2: 'Lezen-is-leuk-2026',
  no_spam: 'on',
  agreement: 'on',
  homepage: '',
};

describe.each(eachDatabase())('partner application staff mails on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it(`mails staff for at most ${APPLICATION_STAFF_MAILS.max} applications an hour, then one summary; all are stored`, async () => {
    // This hour's window as if all but one staff mail were used up (the cap counts from the same row).
    const nearly = APPLICATION_STAFF_MAILS.max - 1;
    await t.database.db
      .insert(rateLimits)
      .values({ key: applicationLimitKeys.staffMails, windowStart: new Date(), count: nearly })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: nearly, windowStart: new Date() } });
    const staffBefore = (await t.integrations.mails()).filter((m) => m.to === 'info@leeswijzer.nl').length;
    const emails = [1, 2, 3, 4].map((n) => `aanvrager${n}-${kind}@voorbeeld.nl`);
    for (const email of emails) {
      const result = await t.services.partnerApplications.submit(
        ANONYMOUS,
        { ...APPLICATION, email },
        { ip: newIp(), origin: 'http://localhost' },
      );
      expect(result.kind).toBe('ok');
    }
    const mails = await t.integrations.mails();
    const staff = mails.filter((m) => m.to === 'info@leeswijzer.nl').slice(staffBefore);
    console.log(`[${kind}] 4 applications with 1 staff mail left this hour: ${staff.length} staff mails`);
    expect(staff.map((m) => m.subject)).toEqual([
      'Nieuwe partneraanmelding',
      'Veel nieuwe partneraanmeldingen',
    ]);
    expect(staff[1]!.text).toContain('/beheer/partners');
    // Every applicant has the thanks, and staff find every application in the back office.
    for (const email of emails)
      expect(
        mails.filter((m) => m.to === email && m.subject === 'Je aanmelding als partner van Leeswijzer'),
      ).toHaveLength(1);
    const pending = await t.services.partnerApplications.pending();
    for (const email of emails) expect(pending.some((p) => p.contact?.email === email)).toBe(true);
    const [window] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, applicationLimitKeys.staffMails));
    expect(window!.count).toBe(nearly + emails.length);
  });
});
