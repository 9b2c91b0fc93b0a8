// The agency's general information: read with the public GET /api/genInfo, written with
// POST /api/genInfo (superadmin, bearer token).
import { ZGeneralInfoSchema, type TGeneralInfo } from '../../../../common/schemas/general-info.ts';
import { adminApi, ApiError, type AdminBody } from '../api.ts';
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

export function saveGeneralInfo(body: AdminBody<'post', '/api/genInfo'>) {
  return adminApi.POST('/api/genInfo', { body });
}

export function getImageHosts(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/property/import/image-hosts', { signal });
}

export function saveImageHosts(
  hosts: AdminBody<'put', '/api/admin/property/import/image-hosts'>['hosts'],
) {
  return adminApi.PUT('/api/admin/property/import/image-hosts', { body: { hosts } });
}
