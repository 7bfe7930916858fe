// Spec 1 §2.2 / spec 3 §9: the footer shows the payment providers' logos except 'Overboeking' and 'EPS'.
export const FOOTER_EXCLUDED_PROVIDERS = ['Overboeking', 'EPS'] as const;

export function footerPaymentLogos(providers: readonly string[]): string[] {
  return providers
    .map((p) => p.trim())
    .filter((p) => p !== '' && !(FOOTER_EXCLUDED_PROVIDERS as readonly string[]).includes(p));
}
