// The back-office's client for /api/admin/*, typed by the OpenAPI document: bearer token from
// localStorage, JSON in and out, errors as ApiError with the answer's code and its French text
// (common/staff-french/error-texts.ts). A 401 ends the session (the three keys are cleared)
// and surfaces as UnauthorizedError, which loaders and screens turn into a trip to the login.
import { redirect } from 'react-router';
import type { paths } from '../../../generated/api-types.ts';
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

// The typed client (decision 0078): every path, method, parameter, body and answer is the one
// of the OpenAPI document (generated/api-types.ts, `npm run generate:api-types`), so a call the
// API does not have, or a body it would refuse, does not compile.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths that have `method`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

type Operation<M extends Method, P extends PathWith<M>> = paths[P][M];
type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
type PathParameters<O> = ParametersOf<O> extends { path: infer X } ? X : never;
type QueryParameters<O> =
  ParametersOf<O> extends { query?: infer X } ? Exclude<X, undefined> : never;
type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer X } } }
  ? X
  : never;

/** The options of a call: `path` and `body` when the operation has them, `query` when it may. */
export type RequestOf<O> = ([PathParameters<O>] extends [never]
  ? { path?: never }
  : { path: PathParameters<O> }) &
  ([QueryParameters<O>] extends [never]
    ? { query?: never }
    : object extends QueryParameters<O>
      ? { query?: QueryParameters<O> }
      : { query: QueryParameters<O> }) &
  ([JsonBody<O>] extends [never] ? { body?: never } : { body: JsonBody<O> }) & {
    signal?: AbortSignal;
  };

type Success = 200 | 201 | 202 | 204;
/** The JSON of the operation's success answers (undefined for an answer without a body). */
export type AnswerOf<O> = O extends { responses: infer R }
  ? {
      [C in keyof R & Success]: R[C] extends { content: { 'application/json': infer X } }
        ? X
        : undefined;
    }[keyof R & Success]
  : never;

/** The request argument: required when the operation has a path parameter or a body. */
type RequestArgument<O> =
  object extends RequestOf<O> ? [request?: RequestOf<O>] : [request: RequestOf<O>];

type Call<M extends Method> = <P extends PathWith<M>>(
  path: P,
  ...request: RequestArgument<Operation<M, P>>
) => Promise<AnswerOf<Operation<M, P>>>;

/** The parameters alone (path, query), for a URL. */
type ParametersRequest<O> = Omit<RequestOf<O>, 'body' | 'signal'>;
type Url<M extends Method> = <P extends PathWith<M>>(
  path: P,
  ...parameters: object extends ParametersRequest<Operation<M, P>>
    ? [parameters?: ParametersRequest<Operation<M, P>>]
    : [parameters: ParametersRequest<Operation<M, P>>]
) => string;

/** `/api/admin/leads/{id}` with `{ id: 7 }` → `/api/admin/leads/7`. */
export function fillPath(path: string, parameters: object | undefined): string {
  const values = (parameters ?? {}) as Record<string, string | number>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

interface UntypedRequest {
  path?: object;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

function urlOf(path: string, request: UntypedRequest | undefined): string {
  return fillPath(path, request?.path) + queryString(request?.query as Record<string, QueryValue>);
}

/**
 * One request with the session's token: a 401 ends the session (UnauthorizedError), an error
 * answer is an ApiError in French, a network failure one with status 0; an abort passes through.
 */
export async function adminResponse(url: string, init: RequestInit = {}): Promise<Response> {
  const session = readSession();
  if (!session) throw sessionEnded();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        Authorization: `Bearer ${session.token}`,
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, statusMessage(0));
  }
  if (response.status === 401) throw sessionEnded();
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

const UNREADABLE = Symbol('unreadable');

/**
 * The JSON of a success answer, typed by the caller from the document (ApiAnswer). The server
 * checks each answer against the schema its route declares (the zod serializer), the schema the
 * document, hence these types, are generated from: what is left to catch here is an answer that
 * is not a JSON object at all (a proxy's page).
 */
export async function readAnswer<T>(response: Response): Promise<T> {
  const answer: unknown = await response.json().catch(() => UNREADABLE);
  return checkedAnswer<T>(response.status, answer);
}

/** The same check for a body already read (an upload's XMLHttpRequest). */
export function checkedAnswer<T>(status: number, answer: unknown): T {
  if (answer === UNREADABLE || answer === null || typeof answer !== 'object') {
    throw new ApiError(status, UNEXPECTED_ANSWER);
  }
  return answer as T;
}

async function call(method: Method, path: string, request: UntypedRequest = {}): Promise<unknown> {
  const json = request.body !== undefined;
  const response = await adminResponse(urlOf(path, request), {
    method: method.toUpperCase(),
    headers: json ? { 'Content-Type': 'application/json' } : {},
    body: json ? JSON.stringify(request.body) : undefined,
    signal: request.signal,
  });
  if (response.status === 204) return undefined;
  return readAnswer(response);
}

function typed<M extends Method>(method: M): Call<M> {
  return ((path: string, request?: UntypedRequest) => call(method, path, request)) as Call<M>;
}

function url<M extends Method>(): Url<M> {
  return ((path: string, parameters?: UntypedRequest) => urlOf(path, parameters)) as Url<M>;
}

/**
 * The back-office's calls, keyed by method then by the document's path (the full `/api/…` one):
 * `adminApi.PATCH('/api/admin/leads/{id}', { path: { id }, body })`. Bearer token, a 401 ends
 * the session (UnauthorizedError), another error answer is an ApiError in French.
 */
export const adminApi = {
  GET: typed('get'),
  POST: typed('post'),
  PUT: typed('put'),
  PATCH: typed('patch'),
  DELETE: typed('delete'),
};

/**
 * The URL of a call that is not JSON in and out (a file to download, a file to send, an upload
 * with its progress, a public read, the login), typed the same way:
 * `apiUrl.GET('/api/admin/property/import/template', { query: { format } })`.
 */
export const apiUrl = {
  GET: url<'get'>(),
  POST: url<'post'>(),
  PUT: url<'put'>(),
  PATCH: url<'patch'>(),
  DELETE: url<'delete'>(),
};

/** The JSON answer of `method` on `path`, as the screens name their data. */
export type ApiAnswer<M extends Method, P extends PathWith<M>> = AnswerOf<Operation<M, P>>;
/** The JSON body of `method` on `path`. */
export type ApiBody<M extends Method, P extends PathWith<M>> = JsonBody<Operation<M, P>>;
/** The query of `method` on `path`. */
export type ApiQuery<M extends Method, P extends PathWith<M>> = QueryParameters<Operation<M, P>>;

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
