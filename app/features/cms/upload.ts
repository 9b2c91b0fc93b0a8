// Image uploads with a progress percentage (XMLHttpRequest's upload.onprogress). POST
// /api/admin/upload answers { files: [{ path, status, originalName }] }; files flagged too big are
// dropped with the product's message (docs/product.md, "Forms and their messages"). POST
// /api/admin/upload/static names a site image (customName), with the same progress
// callback.
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  type TUploadedFile,
} from '../../../common/schemas/admin-media.ts';
import {
  ApiError,
  apiErrorOf,
  apiUrl,
  checkedAnswer,
  sessionEnded,
  type ApiAnswer,
} from './api.ts';
import {
  UNEXPECTED_ANSWER,
  statusMessage,
  type ErrorBody,
} from '../../../common/staff-french/error-texts.ts';
import { readSession } from './session.ts';

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES };

export const tooBigMessage = (name: string) => `L'image ${name} est trop grande.`;
export const invalidMessage = (name: string) => `Le fichier ${name} n'est pas une image lisible.`;

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts the form (multipart, which the document does not describe: the URL and the answer are
 * typed from it, the body is the files).
 */
function send<T>(url: string, form: FormData, { onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const session = readSession();
    if (!session) return reject(sessionEnded());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status === 401) return reject(sessionEnded());
      const body: unknown = xhr.response;
      if (xhr.status < 200 || xhr.status >= 300) {
        return reject(apiErrorOf(xhr.status, body as ErrorBody | null));
      }
      let answer: T;
      try {
        answer = checkedAnswer<T>(xhr.status, body);
      } catch (error) {
        return reject(error);
      }
      onProgress?.(100);
      resolve(answer);
    };
    xhr.onerror = () => reject(new ApiError(0, statusMessage(0)));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export interface UploadResult {
  /** The stored paths of the accepted images, in the order given. */
  paths: string[];
  /** One French sentence per refused file. */
  refused: string[];
}

/** Uploads images (in batches of MAX_UPLOAD_FILES); too-big files never leave the browser. */
export async function uploadImages(
  files: File[],
  options: UploadOptions = {},
): Promise<UploadResult> {
  const refused: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) refused.push(tooBigMessage(file.name));
    else accepted.push(file);
  }
  const paths: string[] = [];
  const total = accepted.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  for (let start = 0; start < accepted.length; start += MAX_UPLOAD_FILES) {
    const batch = accepted.slice(start, start + MAX_UPLOAD_FILES);
    const size = batch.reduce((sum, file) => sum + file.size, 0);
    const form = new FormData();
    for (const file of batch) form.append('files', file, file.name);
    const answer = await send<ApiAnswer<'post', '/api/admin/upload'>>(
      apiUrl.POST('/api/admin/upload'),
      form,
      {
        signal: options.signal,
        onProgress: (percent) =>
          options.onProgress?.(((done + (size * percent) / 100) / total) * 100),
      },
    );
    done += size;
    for (const file of answer.files) {
      if (file.status === 'ok' && file.path) paths.push(file.path);
      else if (file.status === 'too_big') refused.push(tooBigMessage(file.originalName));
      else refused.push(invalidMessage(file.originalName));
    }
  }
  options.onProgress?.(100);
  return { paths, refused };
}

/** Replaces the named site image (hero, about, logo…). */
export async function uploadStaticImage(
  file: File,
  customName: string,
  options: UploadOptions = {},
): Promise<TUploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, tooBigMessage(file.name));
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await send<ApiAnswer<'post', '/api/admin/upload/static'>>(
    apiUrl.POST('/api/admin/upload/static', { query: { customName } }),
    form,
    options,
  );
  const stored = answer.files[0];
  if (!stored) throw new ApiError(500, UNEXPECTED_ANSWER);
  if (stored.status === 'too_big') throw new ApiError(413, tooBigMessage(stored.originalName));
  if (stored.status !== 'ok') throw new ApiError(400, invalidMessage(stored.originalName));
  return stored;
}
