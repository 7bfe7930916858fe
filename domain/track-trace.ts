// Spec 2 §2/§3/§7: a shipped order offers track-and-trace links, one per parcel, "built from the tracking number,
// delivery country and zipcode". The order keeps the codes comma-separated (tracktrace). Issue 30 (decision 567):
// staff type PostNL's codes and those of the other carriers Dutch shops use; each carrier is recognised by the
// shape of its code, and its link is built the way that carrier's tracking page takes it. PostNL's page finds a
// parcel by code, country and zipcode (https://jouw.postnl.nl/track-and-trace/{code}-{country}-{zipcode}); the
// others by the code alone.
import type { FieldErrors, PostedFields } from './account-forms.ts';

export const POSTNL_TRACK_TRACE_BASE = 'https://jouw.postnl.nl/track-and-trace/';

export const CARRIERS = ['postnl', 'dhl', 'dpd', 'gls', 'ups'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  postnl: 'PostNL',
  dhl: 'DHL',
  dpd: 'DPD',
  gls: 'GLS',
  ups: 'UPS',
};

export interface TrackTraceLink {
  barcode: string;
  carrier: Carrier;
  url: string;
}

interface CarrierRule {
  carrier: Carrier;
  code: RegExp;
  url(code: string, country: string, zipcode: string): string;
}

/**
 * The carriers by the shape of their codes, the first match wins: UPS's 1Z codes; DHL Parcel's JVGL and JJD codes;
 * PostNL's 3S barcodes and international (UPU S10) codes posted in the Netherlands; DPD's 14 digits; GLS's 11 or
 * 12 digits.
 */
const RULES: readonly CarrierRule[] = [
  {
    carrier: 'ups',
    code: /^1Z[0-9A-Z]{16}$/,
    url: (code) => `https://www.ups.com/track?loc=nl_NL&tracknum=${code}`,
  },
  {
    carrier: 'dhl',
    code: /^(JVGL|JJD)[0-9A-Z]{8,30}$/,
    url: (code) =>
      `https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=${code}`,
  },
  {
    carrier: 'postnl',
    code: /^(3S[0-9A-Z]{9,20}|[A-Z]{2}\d{9}NL)$/,
    url: (code, country, zipcode) =>
      `${POSTNL_TRACK_TRACE_BASE}${encodeURIComponent(`${code}-${country}-${zipcode}`)}`,
  },
  {
    carrier: 'dpd',
    code: /^\d{14}$/,
    url: (code) => `https://tracking.dpd.de/status/nl_NL/parcel/${code}`,
  },
  {
    carrier: 'gls',
    code: /^\d{11,12}$/,
    url: (code) => `https://gls-group.com/NL/nl/volg-je-pakket?match=${code}`,
  },
];

/** A code as staff typed it, without spaces, in capitals ('3s abcd 1234 56789' → '3SABCD123456789'). */
function cleanCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** The carrier whose codes look like this one; null when none does. */
export function carrierOf(code: string): Carrier | null {
  const clean = cleanCode(code);
  return RULES.find((rule) => rule.code.test(clean))?.carrier ?? null;
}

/** The codes staff typed, split on commas, semicolons, spaces between codes or new lines. */
export interface TrackTraceInput {
  /** The recognised codes, cleaned, each once, in the order typed. */
  codes: string[];
  /** The parts that are no carrier's code, as typed. */
  unknown: string[];
}

/**
 * Issue 30 ship form: one or more codes, one per line or separated by commas (a code typed with spaces inside,
 * as printed on a label, stays one code when it has no comma or line break).
 */
export function parseTrackTraceInput(text: string): TrackTraceInput {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const codes: string[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    const clean = cleanCode(part);
    if (carrierOf(clean) === null) unknown.push(part);
    else if (!codes.includes(clean)) codes.push(clean);
  }
  return { codes, unknown };
}

/** The ship form's longest input: what the field takes and what the server reads of a post. */
export const SHIP_CODES_MAX = 400;

/**
 * The ship form's check (field codes), in the browser and on the server alike (decision 620): every part that is
 * no carrier's code is named, as typed. No codes at all is allowed (a parcel without track & trace).
 */
export function shipFormErrors(fields: PostedFields): FieldErrors {
  const { unknown } = parseTrackTraceInput((fields.codes ?? '').slice(0, SHIP_CODES_MAX));
  return unknown.length > 0
    ? { codes: { key: 'beheer.ship.unknown', params: { codes: unknown.join(', ') } } }
    : {};
}

/**
 * The links for an order's codes (comma-separated) to its delivery country and zipcode ('1015 CJ' → '1015CJ').
 * Anything that is no carrier's code is left out rather than linked; a code given twice gets one link.
 */
export function trackTraceLinks(tracktrace: string, countryCode: string, zipcode: string): TrackTraceLink[] {
  const country = countryCode.trim().toUpperCase() || 'NL';
  const zip = zipcode.replace(/\s+/g, '').toUpperCase();
  const codes = [...new Set(tracktrace.split(',').map(cleanCode))];
  return codes.flatMap((barcode) => {
    const rule = RULES.find((candidate) => candidate.code.test(barcode));
    return rule ? [{ barcode, carrier: rule.carrier, url: rule.url(barcode, country, zip) }] : [];
  });
}
