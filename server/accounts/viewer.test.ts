// Issue 12 #6: an anonymous visitor is typed apart from a user. The type-level cases are checked by
// `tsc --noEmit -p .` (npm run typecheck): each `@ts-expect-error` fails the check if the line compiles, so a Viewer
// that let code read a user id of an anonymous visitor (the old `userId: 0`) breaks the build. The runtime cases
// check the values the server hands out.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type UserRow, viewerOf } from './users.ts';
import { ANONYMOUS, type AnonymousViewer, type UserViewer, type Viewer } from './viewer.ts';

/** A user id where code can reach one: only after narrowing on loggedIn. */
function userIdOf(viewer: Viewer): number | null {
  // @ts-expect-error issue 12 #6: a Viewer that may be anonymous has no user id to read.
  const unchecked: number = viewer.userId;
  void unchecked;
  return viewer.loggedIn ? viewer.userId : null;
}

describe('issue 12 #6: the viewer types an anonymous visitor apart from a user id', () => {
  it('gives the anonymous viewer no user id, not even 0', () => {
    expect(ANONYMOUS.loggedIn).toBe(false);
    expect('userId' in ANONYMOUS).toBe(false);
    expect(userIdOf(ANONYMOUS)).toBeNull();
    // @ts-expect-error issue 12 #6: the anonymous viewer's type has no userId.
    expect(ANONYMOUS.userId).toBeUndefined();
    expectTypeOf<AnonymousViewer>().not.toHaveProperty('userId');
  });

  it('keeps the anonymous viewer fixed: no code can log it in by assignment', () => {
    expect(Object.isFrozen(ANONYMOUS)).toBe(true);
    expect(() => {
      (ANONYMOUS as { loggedIn: boolean }).loggedIn = true;
    }).toThrow(TypeError);
    // @ts-expect-error issue 12 #6: an anonymous viewer cannot claim a session.
    const claimed: AnonymousViewer = { ...ANONYMOUS, loggedIn: true };
    void claimed;
  });

  it("gives a logged-in viewer the account's id, from the account row", () => {
    const viewer = viewerOf({
      id: 42,
      firstname: 'Anna',
      isAdmin: false,
      isReseller: false,
      isPartner: '',
      partnerCode: null,
      accessLevel: 1,
      noShippingCosts: '',
    } as UserRow);
    expectTypeOf(viewer).toEqualTypeOf<UserViewer>();
    expect(viewer).toMatchObject({ loggedIn: true, userId: 42, firstname: 'Anna', accessLevel: 1 });
    expect(userIdOf(viewer)).toBe(42);
    // @ts-expect-error issue 12 #6: a user viewer is logged in by its type.
    const anonymousUser: UserViewer = { ...viewer, loggedIn: false };
    void anonymousUser;
  });
});
