// The staff area's gate (issue 15 #3, issue 30 decision 599): each page and action under /beheer names the staff
// feature it needs (domain/staff-access.ts, one table of levels); a viewer whose access level is below it gets the
// shop's 404, so the area does not even show that it exists. Every loader and action under /beheer calls it (a
// parent loader alone would not do: React Router runs the loaders side by side).
import { type AppLoadContext, data } from 'react-router';
import { orderIntentFeature, type StaffFeature, staffMay } from '../../domain/staff-access';

/** The staff member's user id (for the audit log) when their level reaches `feature`; a 404 for everyone else. */
export function requireStaff(context: AppLoadContext, feature: StaffFeature): number {
  const viewer = context.viewer;
  if (!viewer.loggedIn || !staffMay(viewer.accessLevel, feature)) throw data(null, { status: 404 });
  return viewer.userId;
}

/**
 * The order page's action, per intent: shipping needs a medewerker, a refund or a price change financieel
 * (domain/staff-access.ts ORDER_INTENTS); the user id, or a 404 for a level below the intent's.
 */
export function requireStaffForOrderIntent(context: AppLoadContext, intent: string | undefined): number {
  return requireStaff(context, orderIntentFeature(intent));
}
