// Issue 32 (spec 1 §2.8; decisions 800–814), through the whole app as a browser without JavaScript, on both
// databases: staff upload an EPUB for an e-book (a file that is no e-book comes back with its message; nothing of
// it is reachable under /media/); a customer buys the e-book with the test gateway — the order has no shipping
// line, is delivered at once, and its confirmation and invoice say it is a download; the delivery mail and the
// orders tab carry the personal link; the download is a valid EPUB (opened with yauzl) whose OPF and colophon
// name the buyer and the order number; the sixth download and one after the expiry (the e-books' clock moved)
// are refused with a Dutch page; a refund stops the link; a mixed order ships its book and delivers its e-book.
// A PDF gets its footer line on every page. A guest following the spec's login text returns to the book.
import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watermarkLine } from '../../domain/ebooks.ts';
import { pdfPageContents, readEpub, sampleEpub, samplePdf } from '../../tests/fixtures/ebooks.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { GUEST_FORM } from '../../tests/support/order-fixtures.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { checkoutTextsNl } from '../content/texts/checkout.nl.ts';
import { DIGITAL_CONSENT_TEXT } from '../orders/payment-start.ts';
import { COLOPHON_FILE, watermarkedEpub } from './watermark-epub.ts';
import { watermarkedPdf } from './watermark-pdf.ts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const DAY = 24 * 60 * 60 * 1000;

type Browser = ReturnType<typeof browser>;

function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? '') : undefined;
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the watermarks', () => {
  const mark = { buyer: 'Anna de Vries', orderNumber: '10042', title: 'Testboek' };
  const line = watermarkLine(mark.buyer, mark.orderNumber);

  it('an EPUB keeps its entries, mimetype first and stored, and gains the rights line and a colophon in the spine', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-epub-'));
    const file = path.join(dir, 'boek.epub');
    writeFileSync(file, await sampleEpub());
    const entries = await readEpub(await collect(await watermarkedEpub(file, { ...mark, line })));
    expect(entries[0]).toMatchObject({ name: 'mimetype', stored: true });
    expect(entries[0]!.content.toString()).toBe('application/epub+zip');
    const names = entries.map((e) => e.name);
    for (const name of [
      'META-INF/container.xml',
      'OEBPS/nav.xhtml',
      'OEBPS/hoofdstuk1.xhtml',
      'OEBPS/plaatje.bin',
    ])
      expect(names).toContain(name);
    expect(entries.find((e) => e.name === 'OEBPS/plaatje.bin')!.content.length).toBe(64 * 1024);
    const opf = entries.find((e) => e.name === 'OEBPS/content.opf')!.content.toString();
    expect(opf).toContain(`<dc:rights>${line}</dc:rights>`);
    expect(opf).toMatch(
      /<item id="leeswijzer-colofon" href="leeswijzer-colofon.xhtml" media-type="application\/xhtml\+xml"\/>/,
    );
    expect(opf).toMatch(/<itemref idref="h1"\/><itemref idref="leeswijzer-colofon"\/><\/spine>/);
    const colophon = entries.find((e) => e.name === `OEBPS/${COLOPHON_FILE}`)!.content.toString();
    expect(colophon).toContain('Anna de Vries');
    expect(colophon).toContain('10042');
  });

  it('a PDF gets the footer line on every page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-pdf-'));
    const file = path.join(dir, 'boek.pdf');
    writeFileSync(file, await samplePdf());
    const pages = await pdfPageContents(await watermarkedPdf(file, line));
    expect(pages).toHaveLength(2);
    for (const page of pages)
      expect(page).toContain(
        'Persoonlijk exemplaar van Anna de Vries - bestelling 10042. Niet verder verspreiden.',
      );
  });
});

const CONSENT_LABEL = checkoutTextsNl['payment.digital_consent']!;

describe.each(eachDatabase('parallel'))('e-books bought and downloaded on %s', (kind) => {
  let t: TestApp;
  let shift = 0;
  let sku: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { ebookClock: () => new Date(Date.now() + shift) });
    const [book] = await queryRows<{ sku: string }>(
      t.services.database.db,
      sql`select sku from books where is_ebook and stock = 1 and price_incl_cents between 100 and 9000
            and withdrawn_at is null and coalesce(btrim(alternative), '') = '' order by id limit 1`,
    );
    if (!book) throw new Error('the demo catalogue has no orderable e-book');
    sku = book.sku;
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = () => t;

  /** A new customer, logged in. */
  async function newCustomer(firstname: string, lastname: string): Promise<{ b: Browser; email: string }> {
    const email = `${firstname.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@voorbeeld.nl`;
    const password = 'E-books-lezen-2026';
    const registered = await t.services.accounts.register(
      {
        firstname,
        lastname,
        email,
        email2: email,
        phonenr: '',
        password,
        password2: password,
        hasSubscription: false,
      },
      { ip: '192.0.2.80', origin: 'http://localhost' },
    );
    expect(registered.status).toBe('ok');
    return { b: await loggedInBrowser(app, { email, password }), email };
  }

  /** Cart → client step → iDEAL at the test gateway, paid: the order's guid, number and id. */
  async function buy(b: Browser, firstname: string, lastname: string, also: string[] = []) {
    for (const item of [sku, ...also])
      await b.post('/shoppingcart', { intent: 'add', sku: item, back: '/ebooks' });
    const client = await b.get('/shoppingcart/client');
    expect(client.statusCode).toBe(200);
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(client.body),
      intent: 'client',
      checkout_key: inputValue(client.body, 'checkout_key') ?? 'ebook-key',
      email: inputValue(client.body, 'email') ?? '',
      ...GUEST_FORM,
      firstname,
      lastname,
    });
    expect(saved.statusCode, visibleText(saved.body).slice(0, 400)).toBe(303);
    const page = (await b.get('/shoppingcart/payment')).body;
    const bank = /<select[^>]*name="issuer"[\s\S]*?<option value="([^"]+)"/.exec(page)?.[1];
    const guid = inputValue(page, 'order')!;
    const form = {
      _csrf: tokenOf(page),
      intent: 'pay',
      order: guid,
      method: 'ideal',
      ...(bank ? { issuer: bank } : {}),
      attempt_key: inputValue(page, 'attempt_key')!,
      order_content: inputValue(page, 'order_content')!,
    };
    // Decision 815: without the consent box ticked nothing starts, and the box says why.
    expect(visibleText(page)).toContain(CONSENT_LABEL);
    const refused = await b.post('/shoppingcart/payment', form);
    expect(refused.statusCode).toBe(400);
    expect(/<input[^>]*name="digital_consent"[^>]*>/.exec(refused.body)?.[0]).toContain(
      'aria-invalid="true"',
    );
    expect(visibleText(refused.body)).toContain(DIGITAL_CONSENT_TEXT);
    const paying = await b.post('/shoppingcart/payment', { ...form, digital_consent: 'on' });
    expect(paying.statusCode, visibleText(paying.body).slice(0, 300)).toBe(303);
    const redirecting = await b.get(`/payment?order=${guid}`);
    const target = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(redirecting.body)?.[1];
    const gateway = new URL(target!.replace(/&amp;/g, '&'), 'http://localhost').pathname;
    expect((await b.post(gateway, { status: 'paid' })).statusCode).toBe(303);
    await b.get(`/payment-result?guid=${guid}`);
    const [order] = await queryRows<{ id: number; number: number; status: string; fulfilled: boolean }>(
      t.services.database.db,
      sql`select id, number, status, fulfilled_at is not null as fulfilled from orders where guid = ${guid}`,
    );
    expect(order!.status).toBe('paid');
    return { guid, id: Number(order!.id), number: String(order!.number), fulfilled: order!.fulfilled };
  }

  async function mailOf(key: string) {
    const [row] = await queryRows<{
      recipient: string;
      subject: string;
      body: { text: string; html: string };
    }>(
      t.services.database.db,
      sql`select recipient, subject, body from outbox_messages where idempotency_key = ${key}`,
    );
    return row;
  }

  it('staff upload the EPUB: no e-book file is refused by its field; nothing is under /media/', async () => {
    const staff = await loggedInBrowser(app, admin);
    const page = await staff.get(`/beheer/catalogus/${sku}`);
    expect(page.statusCode).toBe(200);
    expect(visibleText(page.body)).toContain('Er is nog geen bestand');
    const csrf = tokenOf(page.body);
    const wrong = await staff.upload(
      `/beheer/catalogus/${sku}/ebook`,
      { _csrf: csrf },
      {
        field: 'ebook',
        name: 'boek.epub',
        content: 'geen e-book',
      },
    );
    expect(wrong.headers.location).toBe(`/beheer/catalogus/${sku}?ebook=geen-ebook`);
    expect(visibleText((await staff.get(wrong.headers.location!)).body)).toContain(
      'Dit bestand is geen EPUB of PDF.',
    );
    const stored = await staff.upload(
      `/beheer/catalogus/${sku}/ebook`,
      { _csrf: csrf },
      {
        field: 'ebook',
        name: 'boek.epub',
        content: await sampleEpub(),
      },
    );
    expect(stored.headers.location).toBe(`/beheer/catalogus/${sku}?gedaan=ebook`);
    const shown = visibleText((await staff.get(stored.headers.location!)).body);
    expect(shown).toContain('Het e-bookbestand is opgeslagen.');
    expect(shown).toMatch(/Opgeslagen: EPUB, \d+ kB, geüpload op \d{2}-\d{2}-\d{4}/);
    // A customer cannot upload; the stored file has a random name outside the media folder.
    const customer = await newCustomer('Karel', 'Klant');
    expect((await customer.b.post(`/beheer/catalogus/${sku}/ebook`, { _csrf: 'x' })).statusCode).toBe(404);
    const [file] = await queryRows<{ stored_name: string }>(
      t.services.database.db,
      sql`select stored_name from ebook_files where sku = ${sku}`,
    );
    expect(file!.stored_name).toMatch(/^[0-9a-f]{32}\.epub$/);
    expect((await browser(app).get(`/media/${file!.stored_name}`)).statusCode).toBe(404);
    expect((await browser(app).get(`/media/ebooks/${file!.stored_name}`)).statusCode).toBe(404);
  });

  it('a paid e-book is delivered: mail and orders tab with the link, a watermarked EPUB, five downloads, then refused', async () => {
    const { b, email } = await newCustomer('Esther', 'van Leeuwen');
    const order = await buy(b, 'Esther', 'van Leeuwen');
    // Spec 3 §9: nothing is shipped — no shipping line, and no parcel waits (delivered at once).
    const lines = await queryRows<{ kind: string; ebook: boolean }>(
      t.services.database.db,
      sql`select kind, ebook from order_lines where order_id = ${order.id} order by position`,
    );
    expect(lines).toEqual([{ kind: 'book', ebook: true }]);
    expect(order.fulfilled).toBe(true);

    const delivery = await mailOf(`ebook-delivery:${order.id}`);
    expect(delivery!.recipient).toBe(email);
    expect(delivery!.subject).toBe(`Je e-book bij bestelling ${order.number}`);
    // Art. 6:230t BW: the consent given at the payment step, confirmed in the delivery mail (decision 815).
    const [consent] = await queryRows<{ given: boolean }>(
      t.services.database.db,
      sql`select digital_consent_at is not null as given from orders where id = ${order.id}`,
    );
    expect(consent!.given).toBe(true);
    expect(delivery!.body.text).toMatch(/Je gaf op .+ toestemming om je e-book meteen te leveren/);
    const link = /http:\/\/localhost\/ebook\/([A-Za-z0-9_-]{22})/.exec(delivery!.body.text)?.[1];
    expect(link).toBeTruthy();
    const confirmation = await mailOf(`order-confirmation:${order.id}`);
    expect(confirmation!.body.text).toContain('Je e-book is een download: er wordt niets verzonden.');
    expect(confirmation!.body.text).toContain('(e-book, download)');
    expect(confirmation!.body.text).not.toContain('Verzendkosten');

    const tab = await b.get('/account/orders');
    expect(tab.body).toContain(`href="/ebook/${link}"`);
    expect(visibleText(tab.body)).toContain('Nog 5 keer te downloaden');

    const invoice = await b.get(`/invoice/${order.guid}`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = readPdfText(new Uint8Array(invoice.rawPayload)).lines.join(' ');
    expect(invoiceText).toContain('(e-book, download)');

    const stranger = browser(app);
    // A HEAD (a link checker) counts nothing.
    const head = await t.app.inject({ method: 'HEAD', url: `/ebook/${link}` });
    expect(head.statusCode).toBe(200);
    const first = await stranger.get(`/ebook/${link}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/epub+zip');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename=".*\d{13}\.epub"$/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const entries = await readEpub(first.rawPayload);
    expect(entries[0]!.name).toBe('mimetype');
    const opf = entries.find((e) => e.name === 'OEBPS/content.opf')!.content.toString();
    expect(opf).toContain(watermarkLine('Esther van Leeuwen', order.number));
    expect(opf).toContain('<itemref idref="leeswijzer-colofon"/>');
    const colophon = entries.find((e) => e.name === `OEBPS/${COLOPHON_FILE}`)!.content.toString();
    expect(colophon).toContain('Esther van Leeuwen');
    expect(colophon).toContain(order.number);

    for (let n = 2; n <= 5; n++)
      expect((await stranger.get(`/ebook/${link}`)).statusCode, `download ${n}`).toBe(200);
    const sixth = await stranger.get(`/ebook/${link}`);
    expect(sixth.statusCode).toBe(410);
    expect(sixth.headers['content-type']).toMatch(/text\/html/);
    expect(visibleText(sixth.body)).toContain('Maximaal aantal downloads bereikt');
    const [counted] = await queryRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from ebook_downloads d join ebook_links l on l.id = d.link_id
          where l.token = ${link}`,
    );
    expect(Number(counted!.n)).toBe(5);
    expect(visibleText((await b.get('/account/orders')).body)).toContain(
      'je hebt het maximale aantal keren gedownload',
    );
    expect((await stranger.get('/ebook/onbekende-link-0000000000')).statusCode).toBe(404);
  });

  it('a mixed order ships its book and delivers its e-book: one link, the parcel still to ship', async () => {
    const [printed] = await orderableBooks(t.services.database.db, 1);
    const { b } = await newCustomer('Mila', 'Gemengd');
    const order = await buy(b, 'Mila', 'Gemengd', [printed!.sku]);
    expect(order.fulfilled).toBe(false);
    const links = await queryRows<{ sku: string }>(
      t.services.database.db,
      sql`select sku from ebook_links where order_id = ${order.id}`,
    );
    expect(links).toEqual([{ sku }]);
    const confirmation = await mailOf(`order-confirmation:${order.id}`);
    expect(confirmation!.body.text).toContain(
      'Je bestelling wordt zo snel mogelijk verstuurd. Je e-book is een download',
    );
  });

  it('a link after its expiry is refused; a refund stops it', async () => {
    const { b } = await newCustomer('Pieter', 'Jansen');
    const order = await buy(b, 'Pieter', 'Jansen');
    const [row] = await queryRows<{ token: string }>(
      t.services.database.db,
      sql`select token from ebook_links where order_id = ${order.id}`,
    );
    const url = `/ebook/${row!.token}`;
    const visitor = browser(app);
    shift = 31 * DAY;
    try {
      const late = await visitor.get(url);
      expect(late.statusCode).toBe(410);
      expect(visibleText(late.body)).toContain('Downloadlink verlopen');
    } finally {
      shift = 0;
    }
    expect((await visitor.get(url)).statusCode).toBe(200);
    const refunded = await t.services.staffOrders.refund(
      Number(order.number),
      { key: `ebook-${order.id}`, lines: 'all' },
      1,
    );
    expect(refunded.kind).toBe('refunded');
    const after = await visitor.get(url);
    expect(after.statusCode).toBe(410);
    expect(visibleText(after.body)).toContain('Deze bestelling is terugbetaald');
    expect(visibleText((await b.get('/account/orders')).body)).toContain('de bestelling is terugbetaald');
  });

  it("a guest follows 'Log in of meld je aan voor gratis download' and is back on the book, where the download works", async () => {
    const db = t.services.database.db;
    const [free] = await queryRows<{ sku: string }>(
      db,
      sql`select sku from books where is_ebook and sku <> ${sku} and withdrawn_at is null
            and coalesce(btrim(alternative), '') = '' order by id limit 1`,
    );
    await queryRows(db, sql`update books set price_incl_cents = 0 where sku = ${free!.sku}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-free-'));
    writeFileSync(path.join(dir, 'gratis.pdf'), await samplePdf());
    const received = await t.services.ebooks.receive(createReadStream(path.join(dir, 'gratis.pdf')));
    if (received.kind !== 'stored') throw new Error('not received');
    expect(await t.services.ebooks.storeUpload(free!.sku, received.path, { id: 1 })).toEqual({
      kind: 'stored',
      format: 'pdf',
    });

    const guest = browser(app);
    // Straight to the download: the login, with the book as the way back.
    const direct = await guest.get(`/ebooks/${free!.sku}/download`);
    expect(direct.statusCode).toBe(303);
    expect(direct.headers.location).toBe(`/login?next=%2Fbook%2F${free!.sku}`);
    const listed = await guest.get('/ebooks');
    expect(visibleText(listed.body)).toContain('Gratis e-books');
    const bookPage = await guest.get(`/book/${free!.sku}`, {});
    const page = bookPage.statusCode === 301 ? await guest.get(bookPage.headers.location!) : bookPage;
    expect(visibleText(page.body)).toContain('Log in of meld je aan voor gratis download');
    const loginHref = `/login?next=%2Fbook%2F${free!.sku}`;
    expect(page.body).toContain(`href="${loginHref}"`);
    expect(page.body).toContain(`href="/register?next=%2Fbook%2F${free!.sku}"`);

    const { email } = await newCustomer('Greta', 'Gast');
    const login = await guest.get(loginHref);
    expect(inputValue(login.body, 'next')).toBe(`/book/${free!.sku}`);
    const done = await guest.post('/login', {
      _csrf: tokenOf(login.body),
      intent: 'login',
      email,
      password: 'E-books-lezen-2026',
      next: inputValue(login.body, 'next')!,
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`/book/${free!.sku}`);
    const back = await guest.get(done.headers.location!);
    const shown = back.statusCode === 301 ? await guest.get(back.headers.location!) : back;
    expect(shown.body).toContain(`href="/ebooks/${free!.sku}/download"`);
    const file = await guest.get(`/ebooks/${free!.sku}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A priced e-book is never a free download.
    expect((await guest.get(`/ebooks/${sku}/download`)).statusCode).toBe(404);
  });
});
