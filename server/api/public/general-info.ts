// GET /api/genInfo: the agency's office location and contact details.
import { DomainError } from '../../services/domain-error.ts';
import { publicErrors } from '../../../common/schemas/errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGeneralInfoSchema } from '../../../common/schemas/general-info.ts';
import { ZLocaleQuerySchema } from '../../../common/schemas/primitives.ts';
import { getGeneralInfo } from '../../services/agency/agency-info.ts';
import type { Services } from '../../services/index.ts';
import { cacheFor } from './http.ts';

export const generalInfoRoutes =
  ({ readDb }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/genInfo',
      {
        schema: {
          tags: ['general info'],
          summary: "The agency's office location and contact details",
          description: 'The address is given in the requested locale and in each language.',
          querystring: ZLocaleQuerySchema,
          response: { 200: ZGeneralInfoSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        const info = await getGeneralInfo(readDb(request), request.query.locale);
        if (!info)
          throw new DomainError('general_info.not_set', 'General information is not set yet');
        cacheFor(reply);
        return info;
      },
    );
  };
