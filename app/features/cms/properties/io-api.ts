// The catalogue's files in the back-office (decision 0041): export and template downloads, the
// import's preview and confirmation. Files go through fetch with the bearer token (a plain link
// could not carry it), then are handed to the browser as a download.
import {
  ZImportPreviewSchema,
  type TIoFormat,
} from '../../../../common/schemas/admin-property-io.ts';
import {
  adminApi,
  ApiError,
  errorFromResponse,
  queryString,
  sessionEnded,
  type QueryValue,
} from '../api.ts';
import { statusMessage, UNEXPECTED_ANSWER } from '../../../../common/staff-french/error-texts.ts';
import { readSession } from '../session.ts';

function bearer(): string {
  const session = readSession();
  if (!session) throw sessionEnded();
  return `Bearer ${session.token}`;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Authorization: bearer() } });
  } catch {
    throw new ApiError(0, statusMessage(0));
  }
  if (response.status === 401) throw sessionEnded();
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** The name the server gives the file (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function download(path: string, query: Record<string, QueryValue>, fallback: string) {
  const response = await call(`/api/admin${path}${queryString(query)}`, { method: 'GET' });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallback);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser took the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The properties the list's filters select (its order and page do not matter). */
export function exportProperties(format: TIoFormat, filters: Record<string, QueryValue>) {
  return download('/property/export', { ...filters, format }, `biens.${format}`);
}

export function downloadTemplate(format: TIoFormat) {
  return download('/property/import/template', { format }, `modele-import-biens.${format}`);
}

export async function previewImport(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await call('/api/admin/property/import', { method: 'POST', body: form });
  const answer = ZImportPreviewSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new ApiError(response.status, UNEXPECTED_ANSWER);
  return answer.data;
}

export function confirmImport(id: number) {
  return adminApi.POST('/api/admin/property/import/{id}/confirm', { path: { id } });
}
