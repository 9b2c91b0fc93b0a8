// The agency's general information: read with the public GET /api/genInfo, written with
// POST /api/genInfo (superadmin, bearer token).
import type { TGeneralInfo } from '../../../../common/schemas/general-info.ts';
import { adminApi, ApiError, apiUrl, readAnswer, type ApiAnswer, type ApiBody } from '../api.ts';
import { statusMessage } from '../../../../common/staff-french/error-texts.ts';

export async function getGeneralInfo(signal?: AbortSignal): Promise<TGeneralInfo | null> {
  let response: Response;
  try {
    response = await fetch(apiUrl.GET('/api/genInfo', { query: { locale: 'fr' } }), {
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, statusMessage(0));
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, statusMessage(response.status));
  return readAnswer<ApiAnswer<'get', '/api/genInfo'>>(response);
}

export function saveGeneralInfo(body: ApiBody<'post', '/api/genInfo'>) {
  return adminApi.POST('/api/genInfo', { body });
}

export function getImageHosts(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/property/import/image-hosts', { signal });
}

export function saveImageHosts(
  hosts: ApiBody<'put', '/api/admin/property/import/image-hosts'>['hosts'],
) {
  return adminApi.PUT('/api/admin/property/import/image-hosts', { body: { hosts } });
}
