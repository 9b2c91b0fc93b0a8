// The /owner/{token} page's data (decision 0070): the same service and figures as
// GET /api/owner-report/{token}, read from the primary database (a revoked link stops at once).
// An unknown, malformed or revoked token is the site's 404 page.
import type { Language } from '../../../common/languages.ts';
import {
  ZOwnerReportParamsSchema,
  type TOwnerReport,
} from '../../../common/schemas/owner-report.ts';
import { DomainError } from '../../../server/services/domain-error.ts';
import type { Services } from '../../../server/services/index.ts';
import { ownerReport } from '../../../server/services/leads/owner-report.ts';

export async function readOwnerReport(
  db: Services['db'],
  rawToken: string | undefined,
  language: Language,
): Promise<TOwnerReport> {
  const token = ZOwnerReportParamsSchema.safeParse({ token: rawToken });
  if (!token.success) throw new Response('Not found', { status: 404 });
  try {
    return await ownerReport(db, token.data.token, language);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'owner_report.not_found') {
      throw new Response('Not found', { status: 404 });
    }
    throw error;
  }
}
