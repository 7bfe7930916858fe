import { describe, expect, it } from 'vitest';
import { footerPaymentLogos } from './payment-logos.ts';

describe("footerPaymentLogos (spec 1 §2.2: without 'Overboeking' and 'EPS')", () => {
  it('drops bank transfer and EPS and keeps the order of the rest', () => {
    expect(footerPaymentLogos(['iDEAL', 'Overboeking', 'Bancontact', 'EPS', 'PayPal'])).toEqual([
      'iDEAL',
      'Bancontact',
      'PayPal',
    ]);
  });
  it('ignores blanks from an empty setting', () => {
    expect(footerPaymentLogos([''])).toEqual([]);
    expect(footerPaymentLogos([' iDEAL ', ' '])).toEqual(['iDEAL']);
  });
});
