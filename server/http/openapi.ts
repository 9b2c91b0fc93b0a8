// The OpenAPI document at /api/openapi.json, written so that outside tools accept it: it lints
// at 0 errors with Redocly's `recommended` rules and openapi-typescript generates a client from
// it (docs/decisions/0016-openapi-and-html-standards.md).
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { stateCodedRulesInDocument } from './openapi-rules.ts';
import { publicOrigin } from './public-url.ts';

/**
 * OpenAPI 3.1, not 3.0: its schemas are JSON Schema (draft 2020-12), so a nullable field is
 * `anyOf: [..., { type: 'null' }]`. Under 3.0 the zod conversion wrote `nullable: true` beside
 * an `anyOf` with no `type`, which 3.0 does not define (82 errors of the linter's
 * nullable-type-sibling rule) and which generators read differently.
 */
export const OPENAPI_VERSION = '3.1.0';

/** `GET /api/properties/:id/price-context` → `getPropertiesByIdPriceContext`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * The zod schemas as JSON Schema, plus what every operation must state: an operationId
 * derived from its method and path (stable names for generated clients), and its security.
 * A route that names no security is public (`security: []`); the back-office routes name
 * the bearer scheme themselves (`bearerSecurity`), which tests/api/admin/openapi.test.ts checks.
 */
export const openApiTransform: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return output;
  const method = input.route.method;
  if (typeof method === 'string' && schema.operationId === undefined) {
    schema.operationId = operationIdOf(method, input.url);
  }
  if (schema.security === undefined) schema.security = [];
  return output;
};

export function openApiOptions(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) {
  stateCodedRulesInDocument();
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Real-estate portal API',
        description:
          'Public and back-office API of the portal. Errors answer { code, message, field? }: `code` (ErrorCode) is stable, `message` is an English sentence. ' +
          'A method a path does not take answers 405 (`request.method_not_allowed`) with the `Allow` header; an unknown path answers 404.',
        version: '1.0.0',
      },
      // The paths start with /api: the server is the site's own origin.
      servers: [{ url: publicOrigin(config), description: 'This site' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: openApiTransform,
    // Named schemas (`.meta({ id })`, such as ErrorCode) become components.schemas entries.
    transformObject: jsonSchemaTransformObject,
  } satisfies FastifyDynamicSwaggerOptions;
}
