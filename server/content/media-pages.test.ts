// Issue 31 "Content" (decisions 730–736): /beheer/nieuwsbrieven, /beheer/videos and the banner image through the
// whole app — a 404 for guests and customers (the pages and their uploads), an upload with a wrong token refused
// (403 'Formulier verlopen') before its file is read, a file that is not what it claims or too big refused by its
// field in Dutch with what was typed kept, and what staff upload shown by the shop: the newsletter in the archive
// and its file, the video's player with its captions track, the banner's image in the carousel.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff =
  DEMO_ACCOUNTS.find((a) => a.role === 'medewerker') ?? DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isommp41')]);
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nWelkom bij Leeswijzer\n';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; content: Buffer },
) {
  const boundary = '----leeswijzer-media-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The ?bewerk=<id> of the table row that holds a text. */
const rowId = (html: string, text: string) =>
  html
    .split('<tr')
    .find((row) => row.includes(text))
    ?.match(/bewerk=(\d+)/)?.[1];

describe('the staff media pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (
    b: { jar: Map<string, string> },
    url: string,
    fields: Record<string, string>,
    file: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: [...b.jar].map(([n, v]) => `${n}=${v}`).join('; '),
        'content-type': body.contentType,
        'sec-fetch-site': 'same-origin',
      },
      payload: body.payload,
    });
  };

  it('is a 404 for guests and customers, pages and uploads alike', async () => {
    const guest = browser(() => t);
    const customer = await loggedInBrowser(() => t, klant);
    for (const path of ['/beheer/nieuwsbrieven', '/beheer/videos']) {
      expect((await guest.get(path)).statusCode).toBe(404);
      expect((await customer.get(path)).statusCode).toBe(404);
    }
    const file = { field: 'bestand', name: 'a.pdf', type: 'application/pdf', content: Buffer.from(PDF) };
    for (const path of [
      '/beheer/nieuwsbrieven/upload',
      '/beheer/videos/1/video',
      '/beheer/banners/1/afbeelding',
    ])
      expect((await upload(customer, path, { _csrf: 'x' }, { ...file, field: 'bestand' })).statusCode).toBe(
        404,
      );
  });

  it('uploads a newsletter the archive shows, refusing a wrong file and a taken week by their fields', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const page = await b.get('/beheer/nieuwsbrieven');
    expect(page.statusCode).toBe(200);
    const csrf = tokenOf(page.body);
    const typed = { _csrf: csrf, jaar: '2099', week: '10', titel: 'Nieuwsbrief week 10: Lente' };
    const pdf = (content: string) => ({
      field: 'bestand',
      name: 'lente.pdf',
      type: 'application/pdf',
      content: Buffer.from(content),
    });

    const expired = await upload(
      b,
      '/beheer/nieuwsbrieven/upload',
      { ...typed, _csrf: 'verlopen' },
      pdf(PDF),
    );
    expect(expired.statusCode).toBe(403);
    expect(visibleText(expired.body)).toContain('Formulier verlopen');

    const notPdf = await upload(b, '/beheer/nieuwsbrieven/upload', typed, pdf('Beste lezer'));
    expect(notPdf.statusCode).toBe(303);
    const refused = await b.get(notPdf.headers.location!);
    expect(visibleText(refused.body)).toContain('Dit bestand is geen PDF.');
    expect(refused.body).toContain('value="Nieuwsbrief week 10: Lente"');

    const badWeek = await upload(
      b,
      '/beheer/nieuwsbrieven/upload',
      { ...typed, jaar: '2027', week: '53' },
      pdf(PDF),
    );
    expect(visibleText((await b.get(badWeek.headers.location!)).body)).toContain('2027 heeft geen week 53.');

    const added = await upload(b, '/beheer/nieuwsbrieven/upload', typed, pdf(PDF));
    expect(added.headers.location).toBe('/beheer/nieuwsbrieven?gedaan=added');
    const list = visibleText((await b.get(added.headers.location!)).body);
    expect(list).toContain('De nieuwsbrief is toegevoegd.');
    expect(list).toContain('Week 10 van 2099 Nieuwsbrief week 10: Lente PDF');

    const taken = await upload(b, '/beheer/nieuwsbrieven/upload', typed, pdf(PDF));
    expect(visibleText((await b.get(taken.headers.location!)).body)).toContain(
      'Deze week heeft al een nieuwsbrief.',
    );
    const script = await upload(
      b,
      '/beheer/nieuwsbrieven/upload',
      { ...typed, vervangen: 'on' },
      {
        field: 'bestand',
        name: 'lente.html',
        type: 'text/html',
        content: Buffer.from('<!doctype html><script>x()</script>'),
      },
    );
    expect(visibleText((await b.get(script.headers.location!)).body)).toContain(
      'Deze webpagina bevat scripts',
    );

    const visitor = browser(() => t);
    expect(visibleText((await visitor.get('/overview-newsletters')).body)).toContain(
      'Nieuwsbrief week 10: Lente',
    );
    const file = await visitor.get('/media/newsletters/2099/wk9910.pdf');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe(PDF);
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain(
      'Nieuwsbrief geüpload nieuwsbrief 9910',
    );
  });

  it('adds a video, uploads its MP4 and captions the player shows, refusing wrong and too big files', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const page = await b.get('/beheer/videos');
    const csrf = tokenOf(page.body);
    const added = await b.post('/beheer/videos', {
      _csrf: csrf,
      intent: 'add',
      referentie: 'test-lezen',
      titel: 'Samen lezen',
      omschrijving: 'Over samen lezen',
      positie: '0',
    });
    expect(added.headers.location).toBe('/beheer/videos?gedaan=added');
    const list = await b.get(added.headers.location!);
    const id = rowId(list.body, 'Samen lezen');
    expect(id).toBeDefined();
    const file = (name: string, content: Buffer | string) => ({
      field: 'bestand',
      name,
      type: 'application/octet-stream',
      content: Buffer.from(content),
    });

    expect(
      (await upload(b, `/beheer/videos/${id}/video`, { _csrf: 'verlopen' }, file('a.mp4', MP4))).statusCode,
    ).toBe(403);
    // The token is checked before a byte of the file is read: a file far past the cap with a wrong token is the
    // 403 page, not a size refusal.
    const expiredBig = await upload(
      b,
      `/beheer/videos/${id}/ondertitels`,
      { _csrf: 'verlopen' },
      file('a.vtt', `WEBVTT\n\n${'x'.repeat(3 * 1024 * 1024)}`),
    );
    expect(expiredBig.statusCode).toBe(403);
    expect(visibleText(expiredBig.body)).toContain('Formulier verlopen');
    const notMp4 = await upload(
      b,
      `/beheer/videos/${id}/video`,
      { _csrf: csrf },
      file('a.mp4', 'geen video'),
    );
    expect(notMp4.headers.location).toBe(`/beheer/videos?bewerk=${id}&video=geen-mp4#video-video-title`);
    expect(visibleText((await b.get(notMp4.headers.location!)).body)).toContain(
      'Dit bestand is geen MP4-video.',
    );
    const tooBig = await upload(
      b,
      `/beheer/videos/${id}/ondertitels`,
      { _csrf: csrf },
      file('a.vtt', `WEBVTT\n\n${'x'.repeat(1024 * 1024)}`),
    );
    expect(visibleText((await b.get(tooBig.headers.location!)).body)).toContain(
      'Dit bestand is te groot. Het mag hoogstens 1 MB zijn.',
    );
    const srt = await upload(
      b,
      `/beheer/videos/${id}/ondertitels`,
      { _csrf: csrf },
      file('a.vtt', '1\nHallo'),
    );
    expect(visibleText((await b.get(srt.headers.location!)).body)).toContain(
      'Dit bestand is geen WebVTT-ondertiteling.',
    );

    expect(
      (await upload(b, `/beheer/videos/${id}/video`, { _csrf: csrf }, file('a.mp4', MP4))).headers.location,
    ).toBe(`/beheer/videos?bewerk=${id}&opgeslagen=video#video-video-title`);
    const captions = await upload(b, `/beheer/videos/${id}/ondertitels`, { _csrf: csrf }, file('a.vtt', VTT));
    expect(visibleText((await b.get(captions.headers.location!)).body)).toContain(
      'De ondertiteling is opgeslagen.',
    );

    const shop = await browser(() => t).get('/videos/test-lezen');
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('src="/media/videos/test-lezen.mp4"');
    expect(shop.body).toMatch(
      /<track kind="captions" srcLang="nl"[^>]*src="\/media\/videos\/cc\/test-lezen.vtt"/i,
    );
    expect((await t.app.inject({ url: '/media/videos/cc/test-lezen.vtt' })).body).toBe(VTT);
  });

  it('uploads a banner image the carousel shows', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const page = await b.get('/beheer/banners');
    const csrf = tokenOf(page.body);
    await b.post('/beheer/banners', { _csrf: csrf, intent: 'add', tekst1: 'Beeldbanner', positie: '0' });
    const id = rowId((await b.get('/beheer/banners')).body, 'Beeldbanner');
    expect(id).toBeDefined();
    const png = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#b33c0c' } })
      .png()
      .toBuffer();
    const image = (content: Buffer) => ({
      field: 'afbeeldingsbestand',
      name: 'b.png',
      type: 'image/png',
      content,
    });
    const wrong = await upload(
      b,
      `/beheer/banners/${id}/afbeelding`,
      { _csrf: csrf },
      image(Buffer.from('nee')),
    );
    expect(visibleText((await b.get(wrong.headers.location!)).body)).toContain(
      'Dit bestand is geen afbeelding.',
    );
    const stored = await upload(b, `/beheer/banners/${id}/afbeelding`, { _csrf: csrf }, image(png));
    expect(stored.headers.location).toBe(`/beheer/banners?bewerk=${id}&beeld=opgeslagen#banner-image-title`);
    expect(visibleText((await b.get(stored.headers.location!)).body)).toContain(
      'De afbeelding is opgeslagen.',
    );
    const home = (await browser(() => t).get('/')).body;
    const src = new RegExp(`/media/banners/banner-${id}-[0-9a-f]{12}\\.webp`).exec(home)?.[0];
    expect(src).toBeDefined();
    expect((await sharp((await t.app.inject({ url: src! })).rawPayload).metadata()).width).toBe(192);
  });
});
