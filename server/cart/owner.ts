// Whose cart a request is about (issue 13): the signed-in account from the session, else the guest token from the
// httpOnly cookie — resolved on the server, never from a body, a query or a path.
import type { Viewer } from '../accounts/viewer.ts';

export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; token: string };

/** The owner of this visitor's cart: a session wins over a guest cookie; null when there is neither. */
export function cartOwner(viewer: Viewer, guestToken: string | null): CartOwner | null {
  if (viewer.loggedIn) return { kind: 'user', userId: viewer.userId };
  return guestToken ? { kind: 'guest', token: guestToken } : null;
}
