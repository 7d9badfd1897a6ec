import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response (entry.server.tsx), for the inline scripts
 * the page renders. Empty in the browser: it reads no nonce back, and needs none after hydration.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
