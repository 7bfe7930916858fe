// Spec 2 §2/§3 orders tab: a paid order offers track-and-trace links, one per parcel. The order keeps PostNL's
// barcodes comma-separated (tracktrace), and PostNL's tracking page finds a parcel by its barcode together with
// the destination country and zipcode: https://jouw.postnl.nl/track-and-trace/{barcode}-{country}-{zipcode}.

export const POSTNL_TRACK_TRACE_BASE = 'https://jouw.postnl.nl/track-and-trace/';

export interface TrackTraceLink {
  barcode: string;
  url: string;
}

/** A PostNL barcode: letters and digits only (3SABCD123456789, RR123456789NL), 8 to 40 of them. */
const BARCODE = /^[A-Z0-9]{8,40}$/;

/**
 * The links for an order's barcodes (comma-separated, spaces and case as staff typed them) to its delivery
 * country and zipcode ('1015 CJ' → '1015CJ'). Anything that is not a barcode is left out rather than linked;
 * a barcode given twice gets one link.
 */
export function trackTraceLinks(tracktrace: string, countryCode: string, zipcode: string): TrackTraceLink[] {
  const country = countryCode.trim().toUpperCase() || 'NL';
  const zip = zipcode.replace(/\s+/g, '').toUpperCase();
  const barcodes = tracktrace
    .split(',')
    .map((part) => part.replace(/\s+/g, '').toUpperCase())
    .filter((code) => BARCODE.test(code));
  return [...new Set(barcodes)].map((barcode) => ({
    barcode,
    url: `${POSTNL_TRACK_TRACE_BASE}${encodeURIComponent(`${barcode}-${country}-${zip}`)}`,
  }));
}
