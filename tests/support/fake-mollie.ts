// A stand-in for Mollie's payments API on loopback (issue 14 #5), replaying the documented answers
// (docs.mollie.com: create payment, get payment, cancel payment, list methods, errors as problem JSON) for the
// contract tests of
// server/payments/providers/mollie.ts and for whole-shop runs with MOLLIE_API_KEY. Cancelling (DELETE
// /v2/payments/{id}) works as Mollie documents it: only while the payment's isCancelable is true — here while it
// is open and its method is not in `uncancelableMethods` — and otherwise a 422. It also plays Mollie's part
// after the shopper: `settle` changes a payment's status and posts the webhook (only `id=tr_…`), and a hosted
// checkout page (GET/POST /checkout/{id}) does the same from a browser.
//
// HTTPS, not HTTP: @mollie/api-client always connects through its own https.Agent with its own CA bundle, so an
// http:// endpoint fails ('Protocol "http:" not supported') and no extra CA can be added. The fake serves a
// throwaway self-signed certificate made with openssl at start; the process that talks to it must accept it
// (NODE_TLS_REJECT_UNAUTHORIZED=0 in that test process only — never in a real shop).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FakeMollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface FakePayment {
  id: string;
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  issuer: string | null;
  metadata: unknown;
  locale: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  status: FakeMollieStatus;
  createdAt: string;
  paidAt: string | null;
}

/**
 * A failure for the next request(s): an HTTP status with Mollie's problem body, or no answer at all; with
 * `onlyPost`, only for the next creates and cancels (the methods list still answers).
 */
export type FakeFailure = ({ status: 500 | 502 | 503 | 429; retryAfter?: number } | { hang: true }) & {
  onlyPost?: boolean;
};

export interface FakeMollie {
  /** The API root to give the client as apiEndpoint: https://127.0.0.1:<port>/v2/ */
  url: string;
  /** Every API request, in order (the checkout page's requests are not recorded). */
  requests: RecordedRequest[];
  payments: Map<string, FakePayment>;
  /** The refunds made (issue 30), in order. */
  refunds: { id: string; paymentId: string; cents: number }[];
  /** Whether the methods list includes iDEAL's banks when asked (include=issuers); iDEAL 2.0 accounts get none. */
  idealIssuers: boolean;
  /** Methods whose open payments Mollie will not cancel (isCancelable false); none by default. */
  uncancelableMethods: Set<string>;
  /** Answers the next `times` API requests with `failure`. */
  failNext(failure: FakeFailure, times?: number): void;
  /** Mollie's side of the shopper's action: a new status, then the webhook POST; its HTTP status, or null. */
  settle(id: string, status: FakeMollieStatus): Promise<number | null>;
  close(): Promise<void>;
}

/** The API keys the fake accepts: Mollie's shape (test_ or live_ and 30 characters). */
const API_KEY = /^Bearer (test|live)_[A-Za-z0-9]{20,}$/;

const METHODS = [
  { id: 'ideal', description: 'iDEAL', min: '0.01', max: '50000.00' },
  { id: 'creditcard', description: 'Creditcard', min: '0.01', max: '2000.00' },
  { id: 'bancontact', description: 'Bancontact', min: '0.02', max: '50000.00' },
  { id: 'paypal', description: 'PayPal', min: '0.01', max: '8000.00' },
  { id: 'banktransfer', description: 'Overboeking', min: '0.01', max: '1000000.00' },
];
const ISSUERS = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
];

const PROBLEM_TITLES: Record<number, string> = {
  401: 'Unauthorized Request',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-mollie-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Mollie-style token: 'tr_' and 10 letters and digits. */
function paymentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `tr_${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
  res.end(JSON.stringify(body));
}

/** Mollie's error shape: { status, title, detail, field?, _links.documentation }. */
function problem(status: number, detail: string, field?: string): unknown {
  return {
    status,
    title: PROBLEM_TITLES[status] ?? 'Error',
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  };
}

export async function startFakeMollie(options: { idealIssuers?: boolean } = {}): Promise<FakeMollie> {
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, FakePayment>();
  /** Idempotency-Key → the answer given to the first request with it (Mollie repeats it). */
  const answered = new Map<string, { status: number; body: unknown }>();
  const failures: FakeFailure[] = [];
  const refundsGiven: { id: string; paymentId: string; cents: number }[] = [];
  let origin = '';

  const cancelable = (p: FakePayment): boolean =>
    p.status === 'open' && !fake.uncancelableMethods.has(p.method ?? '');

  const paymentJson = (p: FakePayment): unknown => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    status: p.status,
    isCancelable: cancelable(p),
    ...(p.status === 'open'
      ? { expiresAt: new Date(Date.parse(p.createdAt) + 15 * 60_000).toISOString() }
      : {}),
    ...(p.paidAt
      ? {
          paidAt: p.paidAt,
          amountRefunded: { value: '0.00', currency: p.amount.currency },
          amountRemaining: p.amount,
          settlementAmount: p.amount,
          details: {
            consumerName: 'T. TEST',
            consumerAccount: 'NL72RABO0110438885',
            consumerBic: 'RABONL2U',
          },
        }
      : {}),
    ...(p.locale ? { locale: p.locale } : {}),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    ...(p.webhookUrl ? { webhookUrl: p.webhookUrl } : {}),
    _links: {
      self: { href: `${origin}/v2/payments/${p.id}`, type: 'application/hal+json' },
      // Mollie gives a checkout link only while the shopper can still pay.
      ...(p.status === 'open' ? { checkout: { href: `${origin}/checkout/${p.id}`, type: 'text/html' } } : {}),
      dashboard: { href: `https://my.mollie.com/dashboard/org_12345678/payments/${p.id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  });

  function createPayment(body: unknown): { status: number; body: unknown } {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
    if (typeof amount?.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || amount.currency !== 'EUR')
      return { status: 422, body: problem(422, 'The amount contains an invalid value', 'amount') };
    if (Number(amount.value) < 0.01)
      return { status: 422, body: problem(422, 'The amount is lower than the minimum', 'amount') };
    if (typeof input.description !== 'string' || input.description.trim() === '')
      return { status: 422, body: problem(422, 'The description is invalid', 'description') };
    if (typeof input.redirectUrl !== 'string')
      return { status: 422, body: problem(422, 'The redirect URL is invalid', 'redirectUrl') };
    const method = typeof input.method === 'string' ? input.method : null;
    if (method !== null && !METHODS.some((m) => m.id === method))
      return { status: 422, body: problem(422, 'The payment method is invalid', 'method') };
    const issuer = typeof input.issuer === 'string' ? input.issuer : null;
    if (issuer !== null && (method !== 'ideal' || !ISSUERS.some((i) => i.id === issuer)))
      return { status: 422, body: problem(422, 'The issuer is invalid', 'issuer') };
    const payment: FakePayment = {
      id: paymentId(),
      amount: { value: amount.value, currency: amount.currency },
      description: input.description,
      method,
      issuer,
      metadata: input.metadata ?? null,
      locale: typeof input.locale === 'string' ? input.locale : null,
      redirectUrl: input.redirectUrl,
      webhookUrl: typeof input.webhookUrl === 'string' ? input.webhookUrl : null,
      status: 'open',
      createdAt: new Date().toISOString(),
      paidAt: null,
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentJson(payment) };
  }

  function listMethods(query: URLSearchParams): unknown {
    const withIssuers = (query.get('include') ?? '').split(',').includes('issuers') && fake.idealIssuers;
    const methods = METHODS.map((m) => ({
      resource: 'method',
      id: m.id,
      description: m.description,
      minimumAmount: { value: m.min, currency: 'EUR' },
      maximumAmount: { value: m.max, currency: 'EUR' },
      image: {
        size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
        size2x: `https://www.mollie.com/external/icons/payment-methods/${m.id}%402x.png`,
        svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
      },
      status: 'activated',
      ...(m.id === 'ideal' && withIssuers
        ? {
            issuers: ISSUERS.map((i) => ({
              resource: 'issuer',
              id: i.id,
              name: i.name,
              image: {
                size1x: `https://www.mollie.com/external/icons/ideal-issuers/${i.id.slice(6)}.png`,
                size2x: `https://www.mollie.com/external/icons/ideal-issuers/${i.id.slice(6)}%402x.png`,
                svg: `https://www.mollie.com/external/icons/ideal-issuers/${i.id.slice(6)}.svg`,
              },
            })),
          }
        : {}),
      _links: {
        self: { href: `${origin}/v2/methods/${m.id}`, type: 'application/hal+json' },
      },
    }));
    return {
      count: methods.length,
      _embedded: { methods },
      _links: {
        self: { href: `${origin}/v2/methods`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/list-methods', type: 'text/html' },
      },
    };
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw === '' ? null : JSON.parse(raw);
    } catch {
      body = raw;
    }
    const key = req.headers['idempotency-key'];
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      body,
    });
    const next = failures[0];
    const failure =
      next && (!next.onlyPost || req.method === 'POST' || req.method === 'DELETE')
        ? failures.shift()
        : undefined;
    if (failure) {
      if ('hang' in failure) return; // no answer: the socket stays open until the client gives up or close()
      const headers: Record<string, string> =
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) };
      return send(res, failure.status, problem(failure.status, 'Something went wrong on our side'), headers);
    }
    if (!API_KEY.test(req.headers.authorization ?? ''))
      return send(res, 401, problem(401, 'Missing authentication, or failed to authenticate'));

    if (req.method === 'POST' && url.pathname === '/v2/payments') {
      // Mollie answers a repeated Idempotency-Key with the first answer, whatever the body.
      const repeat = typeof key === 'string' ? answered.get(key) : undefined;
      const answer = repeat ?? createPayment(body);
      if (typeof key === 'string' && !repeat) answered.set(key, answer);
      return send(res, answer.status, answer.body);
    }
    const one = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const payment = payments.get(decodeURIComponent(one[1]!));
      if (!payment) return send(res, 404, problem(404, `No payment exists with token ${one[1]}.`));
      return send(res, 200, paymentJson(payment));
    }
    if (req.method === 'DELETE' && one) {
      const payment = payments.get(decodeURIComponent(one[1]!));
      if (!payment) return send(res, 404, problem(404, `No payment exists with token ${one[1]}.`));
      if (!cancelable(payment)) return send(res, 422, problem(422, 'The payment cannot be canceled'));
      payment.status = 'canceled';
      return send(res, 200, paymentJson(payment));
    }
    if (req.method === 'GET' && url.pathname === '/v2/methods')
      return send(res, 200, listMethods(url.searchParams));
    const refund = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const repeat = typeof key === 'string' ? answered.get(key) : undefined;
      const answer = repeat ?? createRefund(decodeURIComponent(refund[1]!), body);
      if (typeof key === 'string' && !repeat) answered.set(key, answer);
      return send(res, answer.status, answer.body);
    }
    return send(res, 404, problem(404, 'The resource does not exist'));
  }

  /** Mollie's create-refund (issue 30): only a paid payment, never more than it has left. */
  function createRefund(paymentId: string, raw: unknown): { status: number; body: unknown } {
    const body = (raw ?? {}) as Record<string, unknown>;
    const payment = payments.get(paymentId);
    if (!payment) return { status: 404, body: problem(404, `No payment exists with token ${paymentId}.`) };
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    const cents = Math.round(Number(amount?.value) * 100);
    if (payment.status !== 'paid' || !Number.isFinite(cents) || cents <= 0)
      return { status: 422, body: problem(422, 'The payment cannot be refunded') };
    const refunded = refundsGiven.filter((r) => r.paymentId === paymentId).reduce((s, r) => s + r.cents, 0);
    if (refunded + cents > Math.round(Number(payment.amount.value) * 100))
      return {
        status: 422,
        body: problem(422, 'The amount is higher than the amount that remains refundable'),
      };
    const id = `re_${refundsGiven.length + 1}fake`;
    refundsGiven.push({ id, paymentId, cents });
    return {
      status: 201,
      body: {
        resource: 'refund',
        id,
        amount: { currency: 'EUR', value: amount!.value },
        status: 'pending',
        description: body.description ?? '',
        paymentId,
        createdAt: new Date().toISOString(),
        _links: {},
      },
    };
  }

  /** The hosted checkout page: a button per outcome, like the test gateway's (no JavaScript). */
  async function handleCheckout(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const payment = payments.get(id);
    if (!payment) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Onbekende betaling');
      return;
    }
    if (req.method === 'POST') {
      const status = new URLSearchParams(await readBody(req)).get('status');
      if (status === 'paid' || status === 'failed' || status === 'canceled' || status === 'expired')
        await fake.settle(id, status);
      res.writeHead(303, { location: payment.redirectUrl }).end();
      return;
    }
    const buttons = ['paid', 'failed', 'canceled', 'expired']
      .map((s) => `<button name="status" value="${s}">${s}</button>`)
      .join(' ');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Fake Mollie checkout</title><h1>Fake Mollie checkout</h1>` +
        `<p>${payment.amount.currency} ${payment.amount.value} · status ${payment.status}</p>` +
        `<form method="post">${buttons}</form></html>`,
    );
  }

  const server: Server = createServer(selfSignedCertificate(), (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    const handled = checkout ? handleCheckout(req, res, checkout[1]!) : handleApi(req, res, url);
    handled.catch(() => {
      if (!res.headersSent) send(res, 500, problem(500, 'Fake failure'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeMollie = {
    url: `${origin}/v2/`,
    requests,
    payments,
    refunds: refundsGiven,
    idealIssuers: options.idealIssuers ?? true,
    uncancelableMethods: new Set(),
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(failure);
    },
    async settle(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake Mollie: no payment ${id}`);
      payment.status = status;
      payment.paidAt = status === 'paid' ? new Date().toISOString() : null;
      if (payment.method === null) payment.method = 'ideal'; // chosen on the checkout page
      if (!payment.webhookUrl) return null;
      try {
        const response = await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id }).toString(),
          signal: AbortSignal.timeout(5_000),
        });
        await response.body?.cancel();
        return response.status;
      } catch {
        return null;
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
