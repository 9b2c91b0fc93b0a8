// `npm run lint:openapi`: lints the live OpenAPI document with Redocly's recommended rules and
// prints every problem; exits 1 on an error (warnings are printed, not fatal).
import { liveOpenApiDocument } from './openapi/document.ts';
import { lintOpenApi } from './openapi/lint.ts';

const report = await lintOpenApi(await liveOpenApiDocument());
for (const p of report.problems)
  console.log(`${p.severity}\t${p.ruleId}\t${p.where}\t${p.message}`);
console.log(`${report.errors} errors, ${report.warnings} warnings`);
process.exitCode = report.errors > 0 ? 1 : 0;
