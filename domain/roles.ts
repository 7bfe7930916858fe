// Spec 2 §3 user data, §4 Login and §6 roles: the legacy flag values the account data carries, read as roles.

/** Spec 2 §4: a partner is flagged (true or 'on') and has a non-empty partner code. */
export function isPartner(
  flag: string | boolean | null | undefined,
  partnerCode: string | null | undefined,
): boolean {
  const flagged = flag === true || flag === 'true' || flag === 'on';
  return flagged && (partnerCode ?? '').trim() !== '';
}

/** Spec 2 §3 login response: no_shipping_costs is true when it is 'on' or '1'. */
export function hasNoShippingCosts(value: string | boolean | null | undefined): boolean {
  return value === true || value === 'on' || value === '1';
}

/** Spec 2 §3 partner_status values: pend (applied, waiting), on or 1 (accepted), empty (none). */
export type PartnerStatus = 'pending' | 'active' | 'none';

export function partnerStatus(value: string | null | undefined): PartnerStatus {
  if (value === 'pend') return 'pending';
  if (value === 'on' || value === '1') return 'active';
  return 'none';
}
