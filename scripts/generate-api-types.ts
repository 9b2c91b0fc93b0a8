// `npm run generate:api-types`: writes generated/api-types.ts from the live OpenAPI document.
// Run it after changing a route's schema (tests/api/openapi-client.test.ts fails until then).
import { writeFile } from 'node:fs/promises';
import { liveOpenApiDocument } from './openapi/document.ts';
import { API_TYPES_FILE, apiTypesOf } from './openapi/types.ts';

await writeFile(API_TYPES_FILE, await apiTypesOf(await liveOpenApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
