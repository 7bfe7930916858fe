// The shopper's device as the checkout monitor keeps it (decision 593): the User-Agent header parsed by bowser (MIT,
// maintained, its own types, no dependencies) and reduced at once to a device class, a browser family and an
// operating system family (domain/checkout-monitor.ts). The header itself, versions and models are never stored.
import Bowser from 'bowser';
import {
  browserFamilyOf,
  deviceClassOf,
  type DeviceFacts,
  NO_DEVICE,
  osFamilyOf,
} from '../../domain/checkout-monitor.ts';

/** A header longer than this is no browser's; it is not parsed. */
const MAX_USER_AGENT = 1_000;

export function deviceOf(userAgent: string | null): DeviceFacts {
  const header = userAgent?.trim() ?? '';
  if (header === '' || header.length > MAX_USER_AGENT) return NO_DEVICE;
  const parsed = Bowser.parse(header);
  return {
    device: deviceClassOf(parsed.platform.type),
    browser: browserFamilyOf(parsed.browser.name),
    os: osFamilyOf(parsed.os.name),
  };
}
