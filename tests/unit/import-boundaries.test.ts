import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_DEPENDENCIES } from '../../eslint.boundaries.js';

// The import boundaries `npm run lint` enforces (eslint.boundaries.js): a file placed where it
// is named below, with the import given, is linted with the project's own configuration.
const eslint = new ESLint();

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a screen importing the database layer',
      'app/features/search/probe.ts',
      "import { openDatabase as value } from '../../../server/db/client.ts';",
      'Screens never import server/db or server/api',
    ],
    [
      'a component calling a service outside a *.server.ts module',
      'app/features/seo/probe.ts',
      "import { getSiteImages as value } from '../../../server/services/pages/site-images.ts';",
      'Only *.server.ts modules import server code',
    ],
    [
      'a feature closing a cycle (visits -> property)',
      'app/features/visits/probe.tsx',
      "import { PropertyCard as value } from '../property/property-card.tsx';",
      'A feature imports another only along an edge of FEATURE_DEPENDENCIES',
    ],
    [
      'a service importing seed data',
      'server/services/probe.ts',
      "import { PROPERTY_TYPES as value } from '../db/seed/reference-data.ts';",
      'Runtime code never imports seed data',
    ],
    [
      'a service importing the API layer',
      'server/services/probe.ts',
      "import { healthRoutes as value } from '../api/health.ts';",
      'Services never import the API layer',
    ],
    [
      'a service importing fastify',
      'server/services/probe.ts',
      "import value from 'fastify';",
      'Services never import fastify',
    ],
    [
      // The folder that uses exceljs once lost this guard to the services' own restriction.
      'a service importing exceljs past its patched loader',
      'server/services/property-io/probe.ts',
      "import value from 'exceljs';",
      'Import ExcelJS from server/services/property-io/exceljs.ts',
    ],
    [
      'a script importing exceljs past its patched loader',
      'scripts/probe.ts',
      "import value from 'exceljs';",
      'Import ExcelJS from server/services/property-io/exceljs.ts',
    ],
    [
      'an API route importing the database layer',
      'server/api/probe.ts',
      "import { openDatabase as value } from '../db/client.ts';",
      'API routes never import server/db',
    ],
    [
      'common/ importing the server',
      'common/probe.ts',
      "import { ConfigError as value } from '../server/config.ts';",
      'common/ is shared by both sides',
    ],
    [
      'app/ui importing a feature',
      'app/ui/probe.ts',
      "import { pageUrl as value } from '../features/seo/urls.ts';",
      'app/ui has no domain knowledge',
    ],
  ])('fails lint on %s', async (_case, filePath, code, expected) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });

  it.each([
    [
      'a declared feature edge (property -> visits)',
      'app/features/property/probe.ts',
      "import { useFavorites as value } from '../visits/favorites.ts';",
    ],
    [
      'a *.server.ts module calling a service',
      'app/features/seo/probe.server.ts',
      "import { getSiteImages as value } from '../../../server/services/pages/site-images.ts';",
    ],
    [
      'a type-only import of a service in a component',
      'app/features/search/probe.ts',
      "import type { MapPoint } from '../../../server/services/search/property-map-points.ts';\nconst value: MapPoint[] = [];",
    ],
    [
      'the seed reading product data from common/',
      'server/db/seed/probe.ts',
      "import { DOCUMENT_CATEGORY_NAMES as value } from '../../../common/document-categories.ts';",
    ],
  ])('accepts %s', async (_case, filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });

  it('declares every feature, and the allowed edges between them have no cycle', () => {
    const features = readdirSync('app/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(FEATURE_DEPENDENCIES).sort()).toEqual(features.sort());

    const graph = FEATURE_DEPENDENCIES;
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (feature: string, path: string[]): void => {
      if (state.get(feature) === 'done') return;
      if (state.get(feature) === 'visiting')
        throw new Error(`cycle: ${[...path, feature].join(' -> ')}`);
      state.set(feature, 'visiting');
      for (const next of graph[feature] ?? []) visit(next, [...path, feature]);
      state.set(feature, 'done');
    };
    expect(() => Object.keys(graph).forEach((feature) => visit(feature, []))).not.toThrow();
  });
});
