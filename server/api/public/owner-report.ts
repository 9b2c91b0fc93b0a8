// GET /api/owner-report/{token}: the owner's private report (decision 0070). No login: the
// token is the key; an unknown or revoked one is a 404. Never cached by a shared cache, never
// indexed: the answer is one owner's. Read from the primary: a revoked link must stop at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/schemas/errors.ts';
import {
  OWNER_REPORT_MAX_WEEKS,
  ZOwnerReportParamsSchema,
  ZOwnerReportQuerySchema,
  ZOwnerReportSchema,
} from '../../../common/schemas/owner-report.ts';
import type { Services } from '../../services/index.ts';
import { ownerReport } from '../../services/leads/owner-report.ts';

/** Per client: an owner reloads now and then; a token is not guessed 30 times a minute. */
export const OWNER_REPORT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const ownerReportRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/owner-report/:token',
      {
        config: { rateLimit: OWNER_REPORT_RATE_LIMIT },
        schema: {
          tags: ['owner leads'],
          summary: "The owner's report of their listing (the private link's figures)",
          description:
            'Per Monday-based week (Algiers time) since publication, newest first and at most ' +
            `${OWNER_REPORT_MAX_WEEKS}: views, phone and WhatsApp taps, enquiries, visit ` +
            "requests and visits done, the listing's statistics' own figures; the listing's " +
            "price per m² against the estimate's comparables (itself left out); the agency's " +
            'next steps. No buyer data. 404 `owner_report.not_found` for an unknown or revoked ' +
            'link. 30 requests a minute per client.',
          params: ZOwnerReportParamsSchema,
          querystring: ZOwnerReportQuerySchema,
          response: {
            200: ZOwnerReportSchema,
            400: errorResponses[400],
            404: errorResponses[404],
            429: errorResponses[429],
          },
        },
      },
      async (request, reply) => {
        const report = await ownerReport(db, request.params.token, request.query.locale);
        reply.header('Cache-Control', 'private, no-store');
        reply.header('X-Robots-Tag', 'noindex, nofollow');
        return report;
      },
    );
  };
