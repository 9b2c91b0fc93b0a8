// The agency's general information: read with the public GET /api/genInfo, written with
// POST /api/genInfo (superadmin, bearer token).
import type { z } from 'zod';
import type { ZGeneralInfoUpdateSchema } from '../../../../common/schemas/admin-general-info.ts';
import { ZAdminGeneralInfoSchema } from '../../../../common/schemas/admin-general-info.ts';
import { ZGeneralInfoSchema, type TGeneralInfo } from '../../../../common/schemas/general-info.ts';
import {
  ZImageHostsAnswerSchema,
  type ZImageHostsSchema,
} from '../../../../common/schemas/admin-property-io.ts';
import { adminFetch, ApiError } from '../api.ts';
import { UNEXPECTED_ANSWER } from '../../../../common/staff-french/error-texts.ts';
import { statusMessage } from '../../../../common/staff-french/error-texts.ts';

export async function getGeneralInfo(signal?: AbortSignal): Promise<TGeneralInfo | null> {
  let response: Response;
  try {
    response = await fetch('/api/genInfo?locale=fr', { cache: 'no-store', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, statusMessage(0));
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, statusMessage(response.status));
  const answer = ZGeneralInfoSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new ApiError(response.status, UNEXPECTED_ANSWER);
  return answer.data;
}

export function saveGeneralInfo(body: z.input<typeof ZGeneralInfoUpdateSchema>) {
  return adminFetch(ZAdminGeneralInfoSchema, '/api/genInfo', { method: 'POST', body });
}

export function getImageHosts(signal?: AbortSignal) {
  return adminFetch(ZImageHostsAnswerSchema, '/property/import/image-hosts', { signal });
}

export function saveImageHosts(hosts: z.input<typeof ZImageHostsSchema>['hosts']) {
  return adminFetch(ZImageHostsAnswerSchema, '/property/import/image-hosts', {
    method: 'PUT',
    body: { hosts },
  });
}
