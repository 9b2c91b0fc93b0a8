// The rate limits of the public forms, shared by the API route and the page that takes the same
// form without JavaScript (a React Router action): one count per client and form, so posting to
// the page does not add a second allowance to the API's. The limiter is @fastify/rate-limit's,
// registered with the public API (server/api/public/index.ts, Redis-backed with REDIS_URL);
// this registry only hands the same handler to both doors.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../services/domain-error.ts';

export type FormLimitName =
  'contact' | 'savedSearch' | 'phoneReveal' | 'lead' | 'visitRequest' | 'ownerLead';

/** Per client address (the proxies TRUST_PROXY believes): the API's figures. */
export const FORM_RATE_LIMITS: Record<FormLimitName, { max: number; timeWindow: string }> = {
  contact: { max: 5, timeWindow: '1 minute' },
  savedSearch: { max: 5, timeWindow: '1 minute' },
  // The seller's contacts: the API's POST /properties/{id}/mobile and the property page's form.
  phoneReveal: { max: 30, timeWindow: '1 minute' },
  // The property page's enquiry: POST /api/leads and the page's form without the script.
  lead: { max: 5, timeWindow: '1 minute' },
  // Visit requests: POST /api/visits and the property page's « Planifier une visite » form.
  visitRequest: { max: 5, timeWindow: '1 minute' },
  // « Confiez-nous votre bien »: POST /api/owner-leads and the /entrust page's form.
  ownerLead: { max: 5, timeWindow: '1 minute' },
};

/** An onRequest handler of @fastify/rate-limit (`app.rateLimit(options)`): sets the
 * x-ratelimit-* headers and throws the plugin's 429 error once the count is over. */
export type LimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type FormLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface FormLimits {
  define(name: FormLimitName, handler: LimitHandler): void;
  /** The handler itself, for an API route's onRequest. */
  hook(name: FormLimitName): LimitHandler;
  /** Counts one submission from a page action; never throws for an exceeded limit. */
  check(
    name: FormLimitName,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FormLimitVerdict>;
}

export function createFormLimits(): FormLimits {
  const handlers = new Map<FormLimitName, LimitHandler>();
  const hook = (name: FormLimitName): LimitHandler => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`form limit "${name}" used before the public API defined it`);
    return handler;
  };
  return {
    define(name, handler) {
      handlers.set(name, handler);
    },
    hook,
    async check(name, request, reply) {
      try {
        await hook(name)(request, reply);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'request.throttled')) throw error;
        const retryAfter = Number(reply.getHeader('retry-after'));
        return { allowed: false, retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 60 };
      }
    },
  };
}
