// The one error handler: every error answers `{ code, message }` (common/schemas/errors.ts) with
// the status of its code (error-status.ts). A DomainError carries its code; Fastify's and the
// plugins' errors carry a status, from which the code is read; bad input is a 400 whose code is
// the first issue's and names its field. A 5xx never leaks internals.
import { trackRouteMethods } from './method-not-allowed.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, type ErrorCode } from '../../common/errors.ts';
import type { TErrorAnswer } from '../../common/schemas/errors.ts';
import { DomainError } from '../services/domain-error.ts';
import { codeOfStatus, STATUS_OF_CODE } from './error-status.ts';

/** The status a DomainError answers with. */
export const statusOf = (error: DomainError): number => STATUS_OF_CODE[error.code];

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  /** The Zod issue's other fields; a rule between fields puts its error code in `params`. */
  params?: { params?: { code?: unknown } };
}

const fieldOf = (issue: ValidationIssue) =>
  issue.instancePath.replace(/^\//, '').replaceAll('/', '.');

/** The value the issue's path points at in the request part that failed (body, query…). */
function valueAt(request: FastifyRequest, part: string | undefined, field: string): unknown {
  const root: unknown =
    part === 'querystring'
      ? request.query
      : part === 'params'
        ? request.params
        : part === 'headers'
          ? request.headers
          : request.body;
  if (!field) return root;
  let value: unknown = root;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The code of a Zod issue: an absent or empty value is `required`, whatever the rule said. */
function validationCode(issue: ValidationIssue, value: unknown): ErrorCode {
  const ruleCode = issue.params?.params?.code;
  if (isErrorCode(ruleCode)) return ruleCode;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'validation.required';
  }
  if (issue.keyword === 'too_small') return 'validation.too_small';
  if (issue.keyword === 'too_big') return 'validation.too_big';
  if (issue.keyword === 'invalid_format') return 'validation.invalid_format';
  return 'validation.invalid';
}

function answer(code: ErrorCode, message: string, field?: string): TErrorAnswer {
  return field ? { code, message, field } : { code, message };
}

/**
 * The answer to an error of Fastify's router, before any route or error handler runs (a URL it
 * cannot decode, a path parameter over its length limit): the same shape as every other.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const code = status === 414 ? 'request.url_too_long' : codeOfStatus(status, error.code);
  const message = status >= 500 ? 'Internal server error' : error.message;
  void reply.status(status).send(answer(code, message));
}

export function registerErrorHandler(app: FastifyInstance): void {
  const methodsOf = trackRouteMethods(app);
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const status = statusOf(error);
      if (status >= 500) request.log.warn({ err: error }, 'request refused');
      return reply.status(status).send(answer(error.code, error.message, error.details.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation;
      const details = issues.map((issue) => {
        const field = fieldOf(issue);
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      const first = issues[0]!;
      const field = fieldOf(first);
      const code = validationCode(first, valueAt(request, error.validationContext, field));
      return reply
        .status(400)
        .send(answer(code, `Invalid request: ${details.join('; ')}`, field || undefined));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(answer('server.internal', 'Internal server error'));
    }
    return reply.status(status).send(answer(codeOfStatus(status, error.code), error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = methodsOf(request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          answer(
            'request.method_not_allowed',
            `${path} takes ${allowed.join(', ')}, not ${request.method}`,
          ),
        );
    }
    return reply
      .status(404)
      .send(answer('request.route_not_found', `No route ${request.method} ${path}`));
  });
}
