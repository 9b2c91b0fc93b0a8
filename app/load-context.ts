// What the server hands to every loader: the same services the API uses, in-process.
import type { Services } from '../server/services/index.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The Content-Security-Policy nonce of this page's inline scripts (server/web/plugin.ts). */
    cspNonce: string;
  }
}

export {};
