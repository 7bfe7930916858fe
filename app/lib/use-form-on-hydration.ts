// What a visitor types or chooses before the page's script runs stays in the form's fields, while React's state
// starts from the server's values. A form whose state decides its submit button (the payment step's bank, the
// client step's validity) reads its own fields once when it comes alive, so the button follows what the visitor
// sees: without it a bank chosen on a slow connection showed 'Kies eerst je bank.' under a disabled button, and a
// click that landed as the page came alive was lost.
import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * A ref for the form; `read` gets the form once, in the commit that hydrates (or mounts) it: a layout effect, so
 * no click is handled between the page coming alive and its state catching up with the fields.
 */
export function useFormOnHydration(read: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const onAlive = useEffectEvent(read);
  useLayoutEffect(() => {
    if (ref.current) onAlive(ref.current);
  }, []);
  return ref;
}
