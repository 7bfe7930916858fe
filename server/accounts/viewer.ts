// Who is asking (issue 12 #6): the visitor as the server knows them — from the session
// (server/http/auth.ts, accounts' sessions), never from the browser. Spec 2 §3/§6 roles. Accounts owns the type;
// shell, seo, http and the pages import it from here (accounts' face).

/** The roles the server acts on; an anonymous visitor has the lowest of each. */
interface ViewerRoles {
  firstname: string | null;
  isAdmin: boolean;
  isReseller: boolean;
  isPartner: boolean;
  partnerCode: string | null;
  accessLevel: number;
  noShippingCosts: boolean;
}

/**
 * A visitor without a session. There is no user id to read: it used to be `userId: 0`, which a query could take
 * for a real account id (issue 12 #6). Narrow on `loggedIn` first.
 */
export interface AnonymousViewer extends ViewerRoles {
  readonly loggedIn: false;
  firstname: null;
  isAdmin: false;
  isReseller: false;
  isPartner: false;
  partnerCode: null;
  accessLevel: 0;
  noShippingCosts: false;
}

/** A visitor with a valid session: the account's id and roles (server/accounts/users.ts viewerOf). */
export interface UserViewer extends ViewerRoles {
  readonly loggedIn: true;
  userId: number;
}

export type Viewer = AnonymousViewer | UserViewer;

/** The one anonymous viewer: every request without a session, and the crawlers' and API's view of the shop. */
export const ANONYMOUS: AnonymousViewer = Object.freeze({
  loggedIn: false,
  firstname: null,
  isAdmin: false,
  isReseller: false,
  isPartner: false,
  partnerCode: null,
  accessLevel: 0,
  noShippingCosts: false,
});
