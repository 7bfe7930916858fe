// Issue 29 #2: once a Dutch postcode and house number are typed, the street and city are filled in from
// GET /api/v1/address (server/address/), as Dutch web shops do — only fields still empty, never over what the
// shopper typed, and only when the shop has the completion on (ADDRESS_LOOKUP). What happened is said in a status
// line a screen reader reads; without an answer the shopper types the street and city as before.
import { useState } from 'react';
import { housenrError, zipcodeError } from '../../../domain/carrier-address';
import { useT } from '../../lib/texts';

/** Sets a field's value as typing would: the form's own input listeners (and Conform's) see it. */
function fill(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function useAddressCompletion(enabled: boolean) {
  const t = useT();
  const [status, setStatus] = useState('');
  /** Looks the address up when `changed` is the postcode or house number of the part that starts with `prefix`. */
  const complete = async (form: HTMLFormElement, changed: string, prefix = '') => {
    if (!enabled || (changed !== `${prefix}zipcode` && changed !== `${prefix}housenr`)) return;
    const field = (name: string) => form.elements.namedItem(`${prefix}${name}`);
    const country = field('country_code');
    const [zipcode, housenr, street, city] = ['zipcode', 'housenr', 'address', 'city'].map(field);
    if (!(country instanceof HTMLSelectElement) || country.value !== 'NL') return;
    if (![zipcode, housenr, street, city].every((f) => f instanceof HTMLInputElement)) return;
    const [zip, nr, streetField, cityField] = [zipcode, housenr, street, city] as HTMLInputElement[];
    if (
      !zip!.value.trim() ||
      !nr!.value.trim() ||
      zipcodeError(zip!.value, 'NL') ||
      housenrError(nr!.value, 'NL')
    )
      return;
    if (streetField!.value.trim() && cityField!.value.trim()) return;
    const query = new URLSearchParams({ zipcode: zip!.value, housenr: nr!.value.trim() });
    try {
      const response = await fetch(`/api/v1/address?${query}`, { headers: { accept: 'application/json' } });
      if (!response.ok) {
        const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
        setStatus(problem?.detail ?? t('address.unavailable'));
        return;
      }
      const found = (await response.json()) as { street: string; city: string };
      if (!streetField!.value.trim()) fill(streetField!, found.street);
      if (!cityField!.value.trim()) fill(cityField!, found.city);
      setStatus(t('address.found', { zipcode: zip!.value.trim().toUpperCase(), housenr: nr!.value.trim() }));
    } catch {
      setStatus(t('address.unavailable'));
    }
  };
  return { complete, status };
}
