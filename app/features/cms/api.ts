// The back-office's client for /api/admin/*: bearer token from localStorage, JSON in and out,
// errors as ApiError with the answer's code and its French text (common/staff-french/error-texts.ts). A 401 ends the session (the three keys are cleared)
// and surfaces as UnauthorizedError, which loaders and screens turn into a trip to the login.
import { redirect } from 'react-router';
import type { z } from 'zod';
import type { ErrorCode } from '../../../common/errors.ts';
import { isErrorCode } from '../../../common/errors.ts';
import {
  frenchError,
  statusMessage,
  UNEXPECTED_ANSWER,
  type ErrorBody,
} from '../../../common/staff-french/error-texts.ts';
import { clearSession, loginUrl, readSession } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's error code, when it carried one. */
    readonly code: ErrorCode | null = null,
    /** The input field the answer names, when it named one. */
    readonly field: string | null = null,
    /** The server's own sentence (English, except the few written for staff). */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of an error answer's status and JSON body (null when it was not JSON). */
export function apiErrorOf(status: number, body: ErrorBody | null): ApiError {
  return new ApiError(
    status,
    frenchError(body, status),
    isErrorCode(body?.code) ? body.code : null,
    typeof body?.field === 'string' ? body.field : null,
    typeof body?.message === 'string' ? body.message : null,
  );
}

export class UnauthorizedError extends ApiError {
  constructor() {
    super(401, 'Votre session a expiré. Reconnectez-vous.');
    this.name = 'UnauthorizedError';
  }
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of a request, keyed by the parameters its schema knows (all optional, as text). */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: QueryValue };

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Typed by each caller as the z.input of the schema the route validates it with. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Reads the `{ code, field }` of an error answer; the text is the code's French. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const data = (await response.json().catch(() => null)) as ErrorBody | null;
  return apiErrorOf(response.status, data);
}

/** Called when the server refuses the token: forget it, then report. */
export function sessionEnded(): UnauthorizedError {
  clearSession();
  return new UnauthorizedError();
}

/**
 * `path` under /api/admin (e.g. '/property'), or a full '/api/…' path for the few elsewhere. The
 * answer is parsed with `schema`, the one the route declares for it (common/schemas): the caller
 * gets its z.output, and a renamed field breaks the screens that read it at compile time.
 */
export async function adminFetch<S extends z.ZodType>(
  schema: S,
  path: string,
  request: AdminRequest = {},
): Promise<z.output<S>> {
  const session = readSession();
  if (!session) throw sessionEnded();
  const headers: Record<string, string> = { Authorization: `Bearer ${session.token}` };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    const base = path.startsWith('/api/') ? path : `/api/admin${path}`;
    response = await fetch(`${base}${queryString(request.query)}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, statusMessage(0));
  }
  if (response.status === 401) throw sessionEnded();
  if (!response.ok) throw await errorFromResponse(response);
  const answer = schema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new ApiError(response.status, UNEXPECTED_ANSWER);
  return answer.data;
}

/**
 * For clientLoaders: no stored token, or a token the server refuses, sends the visitor to the
 * login page, which brings them back to this page afterwards.
 */
export async function guarded<T>(request: Request, load: () => Promise<T>): Promise<T> {
  if (!readSession()) throw redirect(loginUrl(request.url));
  try {
    return await load();
  } catch (error) {
    if (error instanceof UnauthorizedError) throw redirect(loginUrl(request.url, 'expired'));
    throw error;
  }
}
