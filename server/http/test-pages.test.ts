// Spec 3 §2 "Test pages /test-upload and /test-abort exist" (decisions 451–452), through the whole app without
// JavaScript: the upload page reports what arrived and keeps nothing, with the CSRF check and the 1 MB page
// limit; the slow request answers when it is done and lets go when it is aborted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

/** A multipart body with the token and one file field. */
function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; content: Buffer } | null,
) {
  const boundary = '----leeswijzer-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="bestand"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the test pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(
    cookie: string,
    fields: Record<string, string>,
    file: Parameters<typeof multipart>[1],
  ) {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/test-upload',
      headers: { cookie, 'content-type': body.contentType, 'sec-fetch-site': 'same-origin' },
      payload: body.payload,
    });
  }

  it('/test-upload says what arrived and keeps nothing; no file, an empty file and a foreign token are refused', async () => {
    const b = browser(() => t);
    const page = await b.get('/test-upload');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toMatch(/encType="multipart\/form-data"/i);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    const csrf = tokenOf(page.body);
    const cookie = [...b.jar].map(([n, v]) => `${n}=${v}`).join('; ');
    const content = Buffer.alloc(12_345, 7);
    const sent = await upload(cookie, { _csrf: csrf }, { name: 'omslag.png', type: 'image/png', content });
    expect(sent.statusCode).toBe(200);
    expect(visibleText(sent.body)).toContain(
      'Aangekomen: omslag.png, 12,1 kB, type image/png. Het bestand is niet bewaard.',
    );
    const none = await upload(cookie, { _csrf: csrf }, null);
    expect(none.statusCode).toBe(400);
    expect(visibleText(none.body)).toContain('Kies een bestand.');
    const empty = await upload(
      cookie,
      { _csrf: csrf },
      { name: 'leeg.txt', type: 'text/plain', content: Buffer.alloc(0) },
    );
    expect(visibleText(empty.body)).toContain('Dit bestand is leeg.');
    const forged = await upload(
      cookie,
      { _csrf: 'niet-van-deze-bezoeker' },
      { name: 'a.txt', type: 'text/plain', content },
    );
    expect(forged.statusCode).toBe(403);
    expect(visibleText(forged.body)).not.toContain('Aangekomen');
  });

  it('/test-upload refuses a file over the page limit of 1 MB with the 413 page', async () => {
    const b = browser(() => t);
    const page = await b.get('/test-upload');
    const cookie = [...b.jar].map(([n, v]) => `${n}=${v}`).join('; ');
    const big = {
      name: 'groot.bin',
      type: 'application/octet-stream',
      content: Buffer.alloc(1024 * 1024 + 1),
    };
    const res = await upload(cookie, { _csrf: tokenOf(page.body) }, big);
    expect(res.statusCode).toBe(413);
  });

  it('/test-abort answers a slow request when it is done, and lets go the moment it is aborted', async () => {
    const page = await t.app.inject({ url: '/test-abort' });
    expect(page.statusCode).toBe(200);
    expect(visibleText(page.body)).toContain('Testpagina: verzoek afbreken');
    const done = await t.app.inject({ url: '/test-abort?wacht=1' });
    expect(visibleText(done.body)).toContain('Het trage verzoek is afgerond na 1 seconden.');
    // A client that leaves: the adapter aborts the Web request, and the loader stops waiting at once.
    const { loader } = await import('../../app/routes/test-abort.tsx');
    const controller = new AbortController();
    const started = performance.now();
    const pending = loader({
      request: new Request('http://localhost/test-abort?wacht=5', { signal: controller.signal }),
    } as Parameters<typeof loader>[0]);
    controller.abort();
    const result = (await pending) as unknown as { data: { waited: number | null } };
    console.log(
      `test-abort: an aborted 5 s request let go after ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(result.data.waited).toBeNull();
  });
});
