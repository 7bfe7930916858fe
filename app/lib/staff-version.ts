// Issue 31 "Content" (decision 720): the hidden field of an edit form that carries the version of the values it was
// shown with (app/lib/staff-versioned.server.ts reads it; the pages write it). Shared by server and browser.
export const VERSION_FIELD = 'versie';
