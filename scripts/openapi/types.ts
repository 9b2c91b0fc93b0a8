// The TypeScript types of the API, generated from its OpenAPI document by openapi-typescript.
// The result is committed (generated/api-types.ts): a client, ours or a partner's, imports
// `paths` and gets every path, parameter and answer typed; a change of the API shows up as a
// diff of that file, and tests/api/openapi-client.test.ts fails while the file is stale.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const API_TYPES_FILE = 'generated/api-types.ts';

const HEADER =
  '// Generated from /api/openapi.json by `npm run generate:api-types` (openapi-typescript).\n' +
  "// Do not edit: change the routes' zod schemas and generate again.\n\n";

export async function apiTypesOf(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as OpenAPI3));
}
