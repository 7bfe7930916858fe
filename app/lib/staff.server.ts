// The staff area's gate (issue 15 #3): /beheer and every page under it are for admins (access level 9) only;
// everyone else gets the shop's 404, so the area does not even show that it exists. Every loader and action
// under /beheer calls it (a parent loader alone would not do: React Router runs the loaders side by side).
import { type AppLoadContext, data } from 'react-router';

/** Spec 2 §6: the staff's access level. */
export const STAFF_ACCESS_LEVEL = 9;

/** The staff member's user id (for the audit log); a 404 for everyone else. */
export function requireStaff(context: AppLoadContext): number {
  const viewer = context.viewer;
  if (!viewer.loggedIn || viewer.accessLevel < STAFF_ACCESS_LEVEL) throw data(null, { status: 404 });
  return viewer.userId;
}
