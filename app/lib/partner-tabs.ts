// The partner's two tabs (issue 17 #6, #7), for the partner area and the account page alike; shared by loaders
// and components (so not in a *.server.ts file).
export const PARTNER_TABS = ['commissions', 'technical'] as const;
export type PartnerTab = (typeof PARTNER_TABS)[number];

export function isPartnerTab(value: string): value is PartnerTab {
  return (PARTNER_TABS as readonly string[]).includes(value);
}
