// The catalogue's files in the back-office (decision 0041): export and template downloads, the
// import's preview and confirmation. Files go through fetch with the bearer token (a plain link
// could not carry it), then are handed to the browser as a download.
import type { TIoFormat } from '../../../../common/schemas/admin-property-io.ts';
import {
  adminApi,
  adminResponse,
  apiUrl,
  readAnswer,
  type ApiAnswer,
  type ApiQuery,
} from '../api.ts';

/** The name the server gives the file (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function download(url: string, fallback: string) {
  const response = await adminResponse(url, { method: 'GET' });
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, fallback);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser took the file.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The list's filters as the export reads them (its order and page do not matter). */
export type ExportFilters = Omit<ApiQuery<'get', '/api/admin/property/export'>, 'format'>;

/** The properties the list's filters select. */
export function exportProperties(format: TIoFormat, filters: ExportFilters) {
  const url = apiUrl.GET('/api/admin/property/export', { query: { ...filters, format } });
  return download(url, `biens.${format}`);
}

export function downloadTemplate(format: TIoFormat) {
  const url = apiUrl.GET('/api/admin/property/import/template', { query: { format } });
  return download(url, `modele-import-biens.${format}`);
}

/** The file goes as multipart form data, which the document does not describe: the URL and the
 * answer are typed, the body is the file. */
export async function previewImport(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await adminResponse(apiUrl.POST('/api/admin/property/import'), {
    method: 'POST',
    body: form,
  });
  return readAnswer<ApiAnswer<'post', '/api/admin/property/import'>>(response);
}

export function confirmImport(id: number) {
  return adminApi.POST('/api/admin/property/import/{id}/confirm', { path: { id } });
}
