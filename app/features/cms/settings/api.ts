// The agency's general information: read with the public GET /api/genInfo, written with
// POST /api/genInfo (superadmin, bearer token).
import type {
  TAdminGeneralInfo,
  TGeneralInfoUpdate,
} from '../../../../common/schemas/admin-general-info.ts';
import type { TGeneralInfo } from '../../../../common/schemas/general-info.ts';
import { adminFetch, ApiError } from '../api.ts';
import { statusMessage } from '../french-messages.ts';

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
  return (await response.json()) as TGeneralInfo;
}

export function saveGeneralInfo(body: Partial<Record<keyof TGeneralInfoUpdate, unknown>>) {
  return adminFetch<TAdminGeneralInfo>('/api/genInfo', { method: 'POST', body });
}
