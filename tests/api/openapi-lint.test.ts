import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintOpenApi } from '../../scripts/openapi/lint.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

// The document that outside tools (linters, client generators, API gateways) read, from the
// real server with its pages mounted, as in production: Redocly's `recommended` rules must
// find no error in it.
describe('the OpenAPI document, as outside tools read it', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp({
      demo: false,
      web: 'production',
      env: { PUBLIC_URL: 'https://immo-portal.dz/' },
    });
    document = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  }, 120_000);
  afterAll(() => t.close());

  it("lints at 0 errors with Redocly's recommended rules", async () => {
    const report = await lintOpenApi(document);
    console.log(`Redocly recommended: ${report.errors} errors, ${report.warnings} warnings`);
    for (const p of report.problems.filter((p) => p.severity === 'warn')) {
      console.log(`  warning ${p.ruleId} ${p.where}: ${p.message}`);
    }
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.where}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.errors).toBe(0);
  });

  it('lists API operations only, on the public address, each named and with its security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://immo-portal.dz' })]);
    // The pages' catch-all route and the media files are not API operations.
    expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toBeTruthy();
        expect(operation.operationId, name).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
        ids.add(operation.operationId!);
        const staffOnly =
          (path.startsWith('/api/admin/') && path !== '/api/admin/login') ||
          name === 'POST /api/genInfo';
        expect(operation.security, name).toEqual(staffOnly ? [{ bearer: [] }] : []);
      }
    }
    expect(ids.size).toBeGreaterThan(50);
    expect(document.paths['/api/properties/{id}']?.get?.operationId).toBe('getPropertiesById');
  });
});
