import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response (entry.server.tsx), for the enhancement
 * scripts the page names (lib/page-scripts.ts). Rendered on the server only: no page hydrates.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
