// The page's Content-Security-Policy nonce, handed from the server render (entry.server.tsx) to
// the components that write inline scripts (<Scripts>, <ScrollRestoration>). Empty in the
// browser: the scripts are already in the page by then.
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
