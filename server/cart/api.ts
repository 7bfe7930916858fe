// Issue 13 #8: the cart, wishlist and shipping API under /api/v1 — GET /cart, POST /cart/lines, PUT and DELETE
// /cart/lines/{sku}, PUT /cart/remark, PUT /cart/country, GET and POST /cart/compare (the merge dialog after a
// login), GET /wishlist, POST /wishlist, DELETE /wishlist/{sku}, POST /wishlist/{sku}/move-to-cart,
// GET /shipping/quote and GET /countries. Whose cart a request is about comes from the session or the httpOnly
// lw_guest cookie alone (no route takes an id); prices, discounts, VAT and shipping are computed here, and a body
// that tries to send them is refused with a 400 naming the field. Handlers stay thin: one service call, shaped.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text, type Texts } from '../../domain/texts.ts';
import { ANONYMOUS } from '../accounts/viewer.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import { appendSetCookie, isSecure, signedInOf } from '../http/auth.ts';
import type { Services } from '../services.ts';
import {
  addLineBody,
  cartAnswer,
  cartJson,
  compareAnswer,
  compareBody,
  countriesAnswer,
  countryBody,
  noQuery,
  quoteAnswer,
  quoteQuery,
  remarkBody,
  replaceLineBody,
  skuParams,
  wishlistAnswer,
  wishlistBody,
  wishlistJson,
} from './api-schemas.ts';
import { clearGuestCookie, guestCookie, guestTokenOf } from './guest-cookie.ts';
import { MESSAGES } from './lines.ts';
import { cartOwner, type CartOwner } from './owner.ts';
import { WISHLIST_MESSAGES } from './wishlist.ts';

const CART = ['cart'];
const WISHLIST = ['wishlist'];
const SHIPPING = ['shipping'];

/** Not found rather than invalid: the sku is fine, it is just not in this cart or on this wishlist. */
const NOT_HERE: readonly string[] = [MESSAGES.notInCart, WISHLIST_MESSAGES.notOnWishlist];

export function registerCartApi(api: ApiRegistry, services: Services): void {
  const cart = services.cart;
  const texts = () => services.texts.texts('nl');

  /** The request's owner: the session's account, else the lw_guest cookie's token; answers are private. */
  const who = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    const signedIn = await signedInOf(request, services);
    const guestToken = guestTokenOf(request.cookies, isSecure(request));
    return {
      owner: cartOwner(signedIn?.viewer ?? ANONYMOUS, guestToken),
      userId: signedIn?.viewer.userId ?? null,
      guestToken,
    };
  };
  const cartOf = async (owner: CartOwner | null) => cartJson(await texts(), await cart.view(owner));
  const wishlistOf = async (owner: CartOwner | null) =>
    wishlistJson(await texts(), await cart.wishlist.view(owner));

  api.add({
    method: 'GET',
    path: '/cart',
    summary:
      'Je winkelwagentje (spec 3 §2): regels, kortingen, verzendkosten, btw per tarief en totaal, op de server berekend',
    tags: CART,
    query: noQuery,
    response: cartAnswer,
    handler: async ({ request, reply }) => cartOf((await who(request, reply)).owner),
  });

  api.add({
    method: 'POST',
    path: '/cart/lines',
    summary:
      'Een boek in je winkelwagentje (spec 3 §4: een bestaande regel krijgt er exemplaren bij); een gast krijgt bij de eerste toevoeging het cookie lw_guest',
    tags: CART,
    body: addLineBody,
    response: cartAnswer,
    problems: { 429: 'Te veel nieuwe winkelwagentjes vanaf dit adres (Retry-After)' },
    handler: async ({ body, request, reply }) => {
      const { owner } = await who(request, reply);
      const result = await cart.add(owner, body.sku, body.amount, { clientIp: request.ip });
      if (result.kind === 'throttled') throw throttled(await texts(), reply, result.retryAfterSeconds);
      if (result.kind === 'invalid') throw problemOf(result);
      if (result.guestToken) appendSetCookie(reply, guestCookie(result.guestToken, isSecure(request)));
      return cartOf(owner ?? { kind: 'guest', token: result.guestToken! });
    },
  });

  api.add({
    method: 'PUT',
    path: '/cart/lines/{sku}',
    summary: 'Het aantal van een regel vervangen (spec 3 §4 replace; 1–999)',
    tags: CART,
    params: skuParams,
    body: replaceLineBody,
    response: cartAnswer,
    notFound: 'Dit artikel staat niet in je winkelwagentje.',
    handler: async ({ params, body, request, reply }) => {
      const { owner } = await who(request, reply);
      const result = await cart.replace(owner, params.sku, body.amount);
      if (result.kind === 'invalid') throw problemOf(result);
      return cartOf(owner);
    },
  });

  api.add({
    method: 'DELETE',
    path: '/cart/lines/{sku}',
    summary: 'Een regel verwijderen (spec 3 §4: status deletedx, aantal 0, bewaard maar verborgen)',
    tags: CART,
    params: skuParams,
    response: cartAnswer,
    handler: async ({ params, request, reply }) => {
      const { owner } = await who(request, reply);
      await cart.remove(owner, params.sku);
      return cartOf(owner);
    },
  });

  api.add({
    method: 'PUT',
    path: '/cart/remark',
    summary: 'De opmerking bij je bestelling',
    tags: CART,
    body: remarkBody,
    response: cartAnswer,
    handler: async ({ body, request, reply }) => {
      const { owner } = await who(request, reply);
      const result = await cart.setRemark(owner, body.remark);
      if (result.kind === 'invalid') throw problemOf(result);
      return cartOf(owner);
    },
  });

  api.add({
    method: 'PUT',
    path: '/cart/country',
    summary: 'Het land waarvoor de verzendkosten worden berekend (GET /countries)',
    tags: CART,
    body: countryBody,
    response: cartAnswer,
    handler: async ({ body, request, reply }) => {
      const { owner } = await who(request, reply);
      const result = await cart.setCountry(owner, body.country);
      if (result.kind === 'invalid') throw problemOf(result);
      return cartOf(owner);
    },
  });

  api.add({
    method: 'GET',
    path: '/cart/compare',
    summary:
      'Na het inloggen: het winkelwagentje van voor het inloggen naast het bewaarde (spec 3 §4, de vergelijkdialoog)',
    tags: CART,
    query: noQuery,
    response: compareAnswer,
    notFound: 'Er is geen winkelwagentje van voor het inloggen om te vergelijken.',
    problems: { 401: 'Niet ingelogd' },
    handler: async ({ request, reply }) => {
      const { userId, guestToken } = await who(request, reply);
      if (userId === null) throw notSignedIn();
      const both = await cart.compare(guestToken, userId);
      if (!both) throw noComparison();
      const t = await texts();
      return { guest: cartJson(t, both.guest), saved: cartJson(t, both.saved) };
    },
  });

  api.add({
    method: 'POST',
    path: '/cart/compare',
    summary:
      "De keuze in de vergelijkdialoog (spec 3 §4): 'saved' houdt het bewaarde winkelwagentje, 'merge' voegt samen; daarna is het gastwinkelwagentje weg (het cookie wordt gewist)",
    tags: CART,
    body: compareBody,
    response: cartAnswer,
    notFound: 'Er is geen winkelwagentje van voor het inloggen om te vergelijken.',
    problems: { 401: 'Niet ingelogd' },
    handler: async ({ body, request, reply }) => {
      const { owner, userId, guestToken } = await who(request, reply);
      if (userId === null) throw notSignedIn();
      const result = await cart.resolveCompare(guestToken, userId, body.choice);
      if (guestToken) appendSetCookie(reply, clearGuestCookie(isSecure(request)));
      if (result.kind === 'nothing') throw noComparison();
      return cartOf(owner);
    },
  });

  api.add({
    method: 'GET',
    path: '/wishlist',
    summary: 'Je verlanglijstje (spec 3 §2) met prijs en beschikbaarheid',
    tags: WISHLIST,
    query: noQuery,
    response: wishlistAnswer,
    handler: async ({ request, reply }) => wishlistOf((await who(request, reply)).owner),
  });

  api.add({
    method: 'POST',
    path: '/wishlist',
    summary:
      'Een boek op je verlanglijstje (geen dubbele; alleen als het boek op de verlanglijst mag, spec 3 §5)',
    tags: WISHLIST,
    body: wishlistBody,
    response: wishlistAnswer,
    problems: { 429: 'Te veel nieuwe winkelwagentjes vanaf dit adres (Retry-After)' },
    handler: async ({ body, request, reply }) => {
      const { owner } = await who(request, reply);
      const result = await cart.wishlist.add(owner, body.sku, { clientIp: request.ip });
      if (result.kind === 'throttled') throw throttled(await texts(), reply, result.retryAfterSeconds);
      if (result.kind === 'invalid') throw problemOf(result);
      if (result.guestToken) appendSetCookie(reply, guestCookie(result.guestToken, isSecure(request)));
      return wishlistOf(owner ?? { kind: 'guest', token: result.guestToken! });
    },
  });

  api.add({
    method: 'DELETE',
    path: '/wishlist/{sku}',
    summary: 'Een boek van je verlanglijstje halen',
    tags: WISHLIST,
    params: skuParams,
    response: wishlistAnswer,
    handler: async ({ params, request, reply }) => {
      const { owner } = await who(request, reply);
      await cart.wishlist.remove(owner, params.sku);
      return wishlistOf(owner);
    },
  });

  api.add({
    method: 'POST',
    path: '/wishlist/{sku}/move-to-cart',
    summary: 'Van je verlanglijstje naar je winkelwagentje (aantal 1), in één keer',
    tags: WISHLIST,
    params: skuParams,
    response: cartAnswer,
    notFound: 'Dit boek staat niet op je verlanglijstje.',
    handler: async ({ params, request, reply }) => {
      const { owner } = await who(request, reply);
      const result = await cart.wishlist.moveToCart(owner, params.sku);
      if (result.kind === 'invalid') throw problemOf(result);
      return cartOf(owner);
    },
  });

  api.add({
    method: 'GET',
    path: '/shipping/quote',
    summary:
      'Verzendkosten voor een land en een gewicht (spec 3 §7 getShippingCosts, §9): brief of pakket in Nederland, basis plus toeslag per begonnen kg in het buitenland; zonder drempels',
    tags: SHIPPING,
    query: quoteQuery,
    response: quoteAnswer,
    handler: async ({ query, reply }) => {
      const result = await cart.shippingQuote(query.country, query.weight);
      if (result.kind === 'invalid') throw problemOf(result);
      reply.header('cache-control', 'public, max-age=60');
      const { costCents, rule, parcelType, weightG, vatPercent, vatCents, freeFromCents } = result.quote;
      return {
        countryCode: result.countryCode,
        costCents,
        rule,
        parcelType,
        weightG,
        vatPercent,
        vatCents,
        freeFromCents,
      };
    },
  });

  api.add({
    method: 'GET',
    path: '/countries',
    summary: 'De landen waarnaar de winkel verzendt, op naam gesorteerd (spec 3 §3 Country)',
    tags: SHIPPING,
    query: noQuery,
    response: countriesAnswer,
    handler: async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=60');
      return cart.countries();
    },
  });
}

function problemOf(result: { field: string; message: string }): ApiProblem {
  if (NOT_HERE.includes(result.message))
    return new ApiProblem({ title: 'Niet gevonden', status: 404, detail: result.message });
  return new ApiProblem({
    title: 'Ongeldige invoer',
    status: 400,
    detail: result.message,
    errors: [{ field: result.field, message: result.message }],
  });
}

/** 429 with Retry-After and errors.throttled, as the accounts API answers. */
function throttled(texts: Texts, reply: FastifyReply, retryAfterSeconds: number): ApiProblem {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiProblem({
    title: 'Te veel pogingen',
    status: 429,
    detail: text(texts, 'errors.throttled', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
  });
}

function notSignedIn(): ApiProblem {
  return new ApiProblem({
    title: 'Niet ingelogd',
    status: 401,
    detail: 'Log in om je winkelwagentjes te vergelijken.',
  });
}

function noComparison(): ApiProblem {
  return new ApiProblem({
    title: 'Niet gevonden',
    status: 404,
    detail: 'Er is geen winkelwagentje van voor het inloggen om te vergelijken.',
  });
}
