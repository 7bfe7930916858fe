// Spec 1 §2.1 /videos/{reference} and /videos-overview/{reference}; §9 "Video focus value 999 means the overview".

export const VIDEO_OVERVIEW_FOCUS = '999';

const REFERENCE = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A video's reference as it names its address and files: lower-case letters, digits and hyphens, at most 80. */
export function isVideoReference(reference: string): boolean {
  return REFERENCE.test(reference);
}

export type VideoFocus = { kind: 'overview' } | { kind: 'video'; reference: string } | { kind: 'invalid' };

/** What a video address asks for: no reference or 999 → the overview; a well-formed reference → that video. */
export function videoFocus(reference: string | undefined): VideoFocus {
  if (reference === undefined || reference === '' || reference === VIDEO_OVERVIEW_FOCUS) {
    return { kind: 'overview' };
  }
  const normalised = reference.trim().toLowerCase();
  return REFERENCE.test(normalised) ? { kind: 'video', reference: normalised } : { kind: 'invalid' };
}
