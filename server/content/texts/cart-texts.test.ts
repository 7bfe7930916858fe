// The cart page names the shipping rule that applied by key (cart.shipping_rule.<rule>): every rule the domain can
// return has a Dutch text, and so does every refusal code a no-JS add can come back with.
import { describe, expect, it } from 'vitest';
import type { ShippingRule } from '../../../domain/shipping.ts';
import { cartTextsNl } from './cart.nl.ts';
import { defaultTextsNl } from './index.ts';

// A record over the union: a rule added to domain/shipping.ts fails the type check here until it is listed.
const RULES: Record<ShippingRule, true> = {
  empty: true,
  'ebooks-only': true,
  'no-shipping-row': true,
  custom: true,
  'no-shipping-costs': true,
  'free-zero-total': true,
  'free-threshold': true,
  letter: true,
  package: true,
  abroad: true,
};

describe('cart texts', () => {
  it.each(Object.keys(RULES))('shipping rule %s has a text', (rule) => {
    expect(cartTextsNl[`cart.shipping_rule.${rule}`]).toBeTruthy();
  });

  it('uses the spec texts for the empty cart and wishlist and the dialog buttons', () => {
    expect(defaultTextsNl['cart.empty']).toBe('Er staat nog niets in je winkelwagentje');
    expect(defaultTextsNl['wishlist.empty']).toBe('Er staan nog geen boeken op je verlanglijstje.');
    expect(defaultTextsNl['dialog.delete.cancel']).toBe('Annuleer');
    expect(defaultTextsNl['dialog.delete.confirm']).toBe('Verwijder');
    expect(defaultTextsNl['dialog.compare.ok']).toBe('Ok!');
  });

  it('overrides no key of another text file', () => {
    const others = Object.entries(defaultTextsNl).filter(([key]) => key in cartTextsNl);
    for (const [key, value] of others) expect(value, key).toBe(cartTextsNl[key]);
  });
});
