import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createViesChecker } from './vies.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Received {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

// A stand-in for VIES on a local port: each test sets how it answers; the server records what it was sent.
let server: Server;
let url: string;
let handler: Handler;
let received: Received[];

function answerJson(status: number, body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        path: req.url,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw),
      });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api/check-vat-number`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

describe('VIES checker', () => {
  it('posts the prefix and the number as JSON and returns the trader of a valid number', async () => {
    handler = answerJson(200, {
      countryCode: 'NL',
      vatNumber: '859048016B01',
      requestDate: '2026-03-02T10:15:00.000Z',
      valid: true,
      name: '  Boekhandel De Leeswijzer B.V. ',
      address: '\nKEIZERSGRACHT 00123\n1015CJ AMSTERDAM\n',
      userError: 'VALID',
    });

    const result = await createViesChecker({ url }).check('NL', '859048016B01');

    expect(result).toEqual({
      status: 'valid',
      name: 'Boekhandel De Leeswijzer B.V.',
      address: 'KEIZERSGRACHT 00123, 1015CJ AMSTERDAM',
    });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/rest-api/check-vat-number',
        contentType: 'application/json',
        body: { countryCode: 'NL', vatNumber: '859048016B01' },
      },
    ]);
  });

  it("returns null for a name and address the member state withholds ('---')", async () => {
    handler = answerJson(200, { valid: true, name: '---', address: '---', userError: 'VALID' });

    expect(await createViesChecker({ url }).check('DE', '136695976')).toEqual({
      status: 'valid',
      name: null,
      address: null,
    });
    expect(received[0]?.body).toEqual({ countryCode: 'DE', vatNumber: '136695976' });
  });

  it.each([
    ['valid: false', { valid: false, name: '---', address: '---', userError: 'INVALID' }],
    ['userError INVALID_INPUT', { valid: false, userError: 'INVALID_INPUT' }],
  ])('calls the number invalid on %s', async (_label, answer) => {
    handler = answerJson(200, answer);

    expect(await createViesChecker({ url }).check('EL', '094014201')).toEqual({ status: 'invalid' });
    expect(received[0]?.body).toEqual({ countryCode: 'EL', vatNumber: '094014201' });
  });

  it.each([
    'MS_UNAVAILABLE',
    'TIMEOUT',
    'SERVICE_UNAVAILABLE',
    'MS_MAX_CONCURRENT_REQ',
    'GLOBAL_MAX_CONCURRENT_REQ',
  ])('is unavailable when VIES answers userError %s, although valid is false', async (userError) => {
    handler = answerJson(200, { valid: false, name: '---', address: '---', userError });

    expect(await createViesChecker({ url }).check('BE', '0403170701')).toEqual({ status: 'unavailable' });
    expect(received).toHaveLength(1);
  });

  it('is unavailable on HTTP 500', async () => {
    handler = answerJson(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });

    expect(await createViesChecker({ url }).check('AT', 'U13585627')).toEqual({ status: 'unavailable' });
    expect(received).toHaveLength(1);
  });

  it.each([
    ['an HTML page', 'text/html', '<html><body>Service en maintenance</body></html>'],
    ['JSON without a valid flag', 'application/json', '{"actionSucceed":false}'],
  ])('is unavailable when VIES answers %s', async (_label, contentType, body) => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': contentType });
      res.end(body);
    };

    expect(await createViesChecker({ url }).check('NL', '859048016B01')).toEqual({ status: 'unavailable' });
  });

  it('is unavailable when VIES answers after the timeout', async () => {
    handler = (_req, res) => {
      const late = setTimeout(
        () => answerJson(200, { valid: true, name: 'Te laat', address: '---' })(_req, res),
        1_000,
      );
      res.on('close', () => clearTimeout(late));
    };
    // 'unavailable' (not the late 'valid') shows the 100 ms timeout ended the wait; no wall-clock bound.
    expect(await createViesChecker({ url, timeoutMs: 100 }).check('NL', '859048016B01')).toEqual({
      status: 'unavailable',
    });
    expect(received).toHaveLength(1);
  });

  it('is unavailable when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const checker = createViesChecker({ url: `http://127.0.0.1:${port}/rest-api/check-vat-number` });

    expect(await checker.check('NL', '859048016B01')).toEqual({ status: 'unavailable' });
  });

  it('sends the request through the fetch it is given', async () => {
    handler = answerJson(200, { valid: false, userError: 'INVALID' });
    const fetched: string[] = [];
    const checker = createViesChecker({
      url,
      fetch: (input, init) => {
        fetched.push(String(input));
        return fetch(input, init);
      },
    });

    expect(await checker.check('NL', '000000000B00')).toEqual({ status: 'invalid' });
    expect(fetched).toEqual([url]);
  });
});
