// What the server hands to every loader: the same services the API uses, in-process.
import type { FastifyBaseLogger } from 'fastify';
import type { FormLimitName, FormLimitVerdict } from '../server/http/form-limits.ts';
import type { Services } from '../server/services/index.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The Content-Security-Policy nonce of this page's inline scripts (server/web/plugin.ts). */
    cspNonce: string;
    /** The request's logger (pino, with the request id). */
    log: FastifyBaseLogger;
    /** Counts one submission of a public form against the limit its API route applies. */
    formLimit: (name: FormLimitName) => Promise<FormLimitVerdict>;
    /** The client's address as the proxies TRUST_PROXY believes report it (counters' visitor). */
    clientAddress: string;
  }
}

export {};
