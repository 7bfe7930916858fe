// The actions of POST /shoppingcart and POST /wishlist (issue 13; the contract is in
// components/cart/cart-form.ts): read the form → one services.cart call → answer. A script (fetcher, or React
// Router's <Form>) gets CartActionData; a page navigation without JavaScript gets a 303 after a change (so a
// reload never posts again) or the page with the message or the question. Server-only (*.server.ts).
import { type AppLoadContext, data, redirect } from 'react-router';
import { parseCartAmount } from '../../domain/cart-lines';
import { sameSitePath } from '../../domain/redirect';
import {
  ADD_REFUSED_PARAM,
  ADDED_TO_CART_PARAM,
  ADDED_TO_WISHLIST_PARAM,
  type AddRefusal,
  type CartActionData,
  type CartIntent,
  type Counts,
  JS_FIELD,
  type WishlistIntent,
} from '../components/cart/cart-form';
import { PRIVATE_HEADERS, readForm } from './forms.server';

const CART_INTENTS = ['add', 'replace', 'remove', 'remark', 'country', 'merge-choice'] as const;
const WISHLIST_INTENTS = ['add', 'remove', 'move'] as const;

/**
 * A post a script made (it wants data back) rather than a page navigation (it wants a page): the browser says so
 * in Sec-Fetch-Mode ('navigate' for a navigation, 'cors' or 'same-origin' for fetch()); a client without that
 * header may send js=1. Without either it is a form post of a browser without JavaScript.
 */
export function fromScript(request: Request, fields: Readonly<Record<string, string>>): boolean {
  if (fields[JS_FIELD] === '1') return true;
  const mode = request.headers.get('sec-fetch-mode');
  return mode !== null && mode !== 'navigate';
}

/** Where a no-JS post goes back to: the form's `back` when it is a path on this site, else `fallback`. */
function backOf(fields: Readonly<Record<string, string>>, fallback: string): string {
  return sameSitePath(fields.back) ?? fallback;
}

function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://x');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

type Refusal =
  { kind: 'invalid'; field: string; message: string } | { kind: 'throttled'; retryAfterSeconds: number };

interface Answer {
  request: Request;
  context: AppLoadContext;
  fields: Readonly<Record<string, string>>;
  intent: CartIntent | WishlistIntent;
  sku: string | null;
}

function answer(a: Answer) {
  const script = fromScript(a.request, a.fields);
  const headers = () => new Headers(PRIVATE_HEADERS);
  return {
    script,
    /** A change went through: data for a script, a 303 to `to` for a page. */
    ok(counts: Counts, to: string, cookies: readonly string[] = []) {
      const h = headers();
      for (const cookie of cookies) h.append('set-cookie', cookie);
      if (!script) {
        h.set('location', to);
        return new Response(null, { status: 303, headers: h });
      }
      return data<CartActionData>({ kind: 'ok', intent: a.intent, sku: a.sku, counts }, { headers: h });
    },
    /** The service or the domain refused: the message next to the field, what was typed kept. */
    refused(refusal: Refusal, value?: string) {
      if (refusal.kind === 'throttled')
        return data<CartActionData>(
          {
            kind: 'refused',
            intent: a.intent,
            sku: a.sku,
            key: 'errors.throttled',
            params: { minutes: Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60)) },
          },
          {
            status: 429,
            headers: { ...PRIVATE_HEADERS, 'retry-after': String(refusal.retryAfterSeconds) },
          },
        );
      return data<CartActionData>(
        {
          kind: 'invalid',
          intent: a.intent,
          sku: a.sku,
          field: refusal.field,
          message: refusal.message,
          ...(value === undefined ? {} : { value }),
        },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    },
    /** Refused before the service (an expired form, an unknown intent): a text of ours. */
    rejected(key: string, status: number) {
      return data<CartActionData>(
        { kind: 'refused', intent: a.intent, sku: a.sku, key },
        { status, headers: PRIVATE_HEADERS },
      );
    },
  };
}

/** The Set-Cookie that gives a guest the cart the service just made, if it made one. */
function guestCookies(context: AppLoadContext, token: string | null): string[] {
  return token ? [context.guestCookie(token)] : [];
}

/**
 * A no-JS add (cards and the book page): 303 back to the page it came from with `toegevoegd=<sku>` (wishlist:
 * `verlanglijst=<sku>`), plus `fout=<code>` when it was refused; the page renders its dialog open.
 */
function addedRedirect(
  fields: Readonly<Record<string, string>>,
  param: string,
  sku: string,
  refusal: AddRefusal | null,
  cookies: readonly string[],
) {
  const to = withParams(backOf(fields, '/'), {
    [param]: sku,
    ...(refusal ? { [ADD_REFUSED_PARAM]: refusal } : {}),
  });
  const headers = new Headers({ ...PRIVATE_HEADERS, location: to });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

function refusalCode(refusal: Refusal): AddRefusal {
  if (refusal.kind === 'throttled') return 'throttled';
  return refusal.field === 'amount' ? 'amount' : 'sku';
}

/** POST /shoppingcart. */
export async function cartAction(request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const intent = (CART_INTENTS as readonly string[]).includes(fields.intent ?? '')
    ? (fields.intent as CartIntent)
    : null;
  const sku = fields.sku?.trim() || null;
  const reply = answer({ request, context, fields, intent: intent ?? 'add', sku });
  if (intent === null) return reply.rejected('cart.bad_intent', 400);
  const cart = context.services.cart;
  const owner = context.cartOwner;
  const back = backOf(fields, '/shoppingcart');

  // Cards sit on page-cached pages without a token: the cross-site guard and SameSite=Lax stand in for it.
  if (intent === 'add') {
    // An amount is optional (1); whatever is not a whole number 1–999 the service refuses with its message.
    const typed = fields.amount?.trim() ?? '';
    const parsed = typed === '' ? null : parseCartAmount(typed);
    if (parsed?.kind === 'invalid') {
      const refusal = { kind: 'invalid', field: 'amount', message: parsed.message } as const;
      return reply.script
        ? reply.refused(refusal, typed)
        : addedRedirect(fields, ADDED_TO_CART_PARAM, sku ?? '', 'amount', []);
    }
    const amount = parsed === null ? 1 : parsed.kind === 'ok' ? parsed.amount : 0;
    const result = await cart.add(owner, sku ?? '', amount, { clientIp: context.auth.clientIp });
    if (result.kind !== 'ok')
      return reply.script
        ? reply.refused(result)
        : addedRedirect(fields, ADDED_TO_CART_PARAM, sku ?? '', refusalCode(result), []);
    const cookies = guestCookies(context, result.guestToken);
    return reply.script
      ? reply.ok(result.counts, back, cookies)
      : addedRedirect(fields, ADDED_TO_CART_PARAM, sku ?? '', null, cookies);
  }

  if (!csrfValid) return reply.rejected('form_errors.csrf', 403);

  switch (intent) {
    case 'replace': {
      const typed = fields.amount ?? '';
      const parsed = parseCartAmount(typed);
      if (parsed.kind === 'confirm-delete')
        return data<CartActionData>(
          { kind: 'confirm-delete', intent: 'replace', sku: sku ?? '', amount: typed },
          { headers: PRIVATE_HEADERS },
        );
      if (parsed.kind === 'invalid')
        return reply.refused({ kind: 'invalid', field: 'amount', message: parsed.message }, typed);
      const result = await cart.replace(owner, sku ?? '', parsed.amount);
      return result.kind === 'ok' ? reply.ok(result.counts, back) : reply.refused(result, typed);
    }
    case 'remove': {
      const result = await cart.remove(owner, sku ?? '');
      return result.kind === 'ok' ? reply.ok(result.counts, back) : reply.refused(result);
    }
    case 'remark': {
      const remark = fields.remark ?? '';
      const result = await cart.setRemark(owner, remark);
      if (result.kind !== 'ok') return reply.refused(result, remark);
      // 'Verder naar bestellen' posts the remark on its way to the next step, with or without JavaScript.
      if (fields.continue === 'client') return redirect('/shoppingcart/client', { headers: PRIVATE_HEADERS });
      return reply.ok(result.counts, back);
    }
    case 'country': {
      const result = await cart.setCountry(owner, fields.country ?? '');
      return result.kind === 'ok' ? reply.ok(result.counts, back) : reply.refused(result);
    }
    case 'merge-choice': {
      const choice = fields.choice;
      if (!context.viewer.loggedIn) return redirect('/login?next=%2Fshoppingcart');
      if (choice !== 'saved' && choice !== 'merge') return reply.rejected('form_errors.general', 400);
      // The cart from before logging in is gone either way: forget its cookie, show the cart (no ?vergelijk).
      await cart.resolveCompare(context.guestToken, context.viewer.userId, choice);
      const headers = new Headers(PRIVATE_HEADERS);
      headers.append('set-cookie', context.clearGuestCookie());
      return redirect('/shoppingcart', { status: 303, headers });
    }
  }
}

/** POST /wishlist. */
export async function wishlistAction(request: Request, context: AppLoadContext) {
  const { fields, csrfValid } = await readForm(request, context);
  const intent = (WISHLIST_INTENTS as readonly string[]).includes(fields.intent ?? '')
    ? (fields.intent as WishlistIntent)
    : null;
  const sku = fields.sku?.trim() || null;
  const reply = answer({ request, context, fields, intent: intent ?? 'add', sku });
  if (intent === null) return reply.rejected('cart.bad_intent', 400);
  const wishlist = context.services.cart.wishlist;
  const owner = context.cartOwner;

  if (intent === 'add') {
    const result = await wishlist.add(owner, sku ?? '', { clientIp: context.auth.clientIp });
    if (result.kind !== 'ok')
      return reply.script
        ? reply.refused(result)
        : addedRedirect(fields, ADDED_TO_WISHLIST_PARAM, sku ?? '', refusalCode(result), []);
    const cookies = guestCookies(context, result.guestToken);
    return reply.script
      ? reply.ok(result.counts, backOf(fields, '/wishlist'), cookies)
      : addedRedirect(fields, ADDED_TO_WISHLIST_PARAM, sku ?? '', null, cookies);
  }

  if (!csrfValid) return reply.rejected('form_errors.csrf', 403);
  const result =
    intent === 'move' ? await wishlist.moveToCart(owner, sku ?? '') : await wishlist.remove(owner, sku ?? '');
  return result.kind === 'ok' ? reply.ok(result.counts, backOf(fields, '/wishlist')) : reply.refused(result);
}
