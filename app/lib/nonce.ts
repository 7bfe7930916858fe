import { createContext, useContext } from 'react';

/** The CSP nonce of this response (server only; empty in the browser, where no inline script is added). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
