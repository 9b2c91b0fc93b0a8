// @ts-check
// The import boundaries of the codebase, checked by `npm run lint` (decision 0025, which
// explains each rule). Each file of app/, server/ and common/ is classified into one layer (the
// first pattern that matches wins); the policies then say which layer may not import which. A
// violation names the rule it breaks, so the fix is to move code, not to silence the linter.
import boundaries from 'eslint-plugin-boundaries';

/**
 * Which feature may import which other one: a directed graph without cycles, so a new edge that
 * closes a loop cannot be added without editing this table (and its reason). A feature always
 * imports its own files.
 */
export const FEATURE_DEPENDENCIES = {
  about: [],
  // An ad's page has the same link previews and structured data as every public page.
  ads: ['seo'],
  cms: [],
  // The contact form's no-script POST is read by the shared form-body parser.
  contact: ['forms'],
  forms: [],
  // The owners' pages (estimate, entrust): the entrust form's no-script POST is read by the
  // shared form-body parser.
  owner: ['forms'],
  // A landing page is the list page (search) with its words and <head> for search engines (seo).
  landing: ['search', 'seo'],
  // The home page's sections are lists of property cards, and the recently viewed ones; the
  // hero's keyword box offers the suggestions (suggest).
  home: ['property', 'suggest'],
  // The header's heart shows the favourites count, kept on the device (visits); the drawer's
  // search box offers the suggestions (suggest).
  layout: ['suggest', 'visits'],
  // A property page has its previews and structured data (seo), and the visitor's own things:
  // the favourite button, the price context since the last visit, recording the view (visits);
  // its seller-contact reveal's no-script POST is read by the shared form-body parser (forms).
  property: ['forms', 'seo', 'visits'],
  // Results are property cards; the toolbar offers the e-mail alert of the search (visits); the
  // list pages' <head> is written like every public page's (seo); the keyword box offers the
  // suggestions (suggest).
  search: ['property', 'seo', 'suggest', 'visits'],
  seo: [],
  // The search boxes' suggestions while typing (decision 0071): a combobox on the suggest API.
  suggest: [],
  // The alert sign-up's no-script POST is read by the shared form-body parser.
  visits: ['forms'],
};

/** Files React never sends to the browser: they may import server code. */
const SERVER_SIDE_SCREENS = ['route-server', 'feature-server', 'app-server'];
const CLIENT_SIDE_SCREENS = ['route', 'feature', 'ui', 'app'];
const SCREENS = [...SERVER_SIDE_SCREENS, ...CLIENT_SIDE_SCREENS];
const SERVER = ['db', 'seed', 'api', 'service', 'server'];

/** A glob matching any of the names (a brace list needs two of them). @param {string[]} names */
const oneOf = (names) => (names.length === 1 ? String(names[0]) : `{${names.join(',')}}`);
/** @param {string[]} types */
const toLayers = (types) => ({ to: { element: { type: oneOf(types) } } });

export default [
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // `mode: 'full'` classifies single files (the *.server.ts modules) by their whole path; the
      // plugin calls it deprecated in favour of file categories, which its selectors do not yet
      // combine with element captures as simply.
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'seed', pattern: 'server/db/seed/**', mode: 'full' },
        { type: 'db', pattern: 'server/db/**', mode: 'full' },
        { type: 'api', pattern: 'server/api/**', mode: 'full' },
        { type: 'service', pattern: 'server/services/**', mode: 'full' },
        { type: 'server', pattern: 'server/**', mode: 'full' },
        {
          type: 'feature-server',
          pattern: 'app/features/*/**/*.server.ts',
          mode: 'full',
          capture: ['feature'],
        },
        {
          type: 'feature',
          pattern: 'app/features/*/**',
          mode: 'full',
          capture: ['feature'],
        },
        { type: 'route-server', pattern: 'app/routes/**/*.server.ts', mode: 'full' },
        { type: 'route', pattern: 'app/routes/**', mode: 'full' },
        { type: 'ui', pattern: 'app/ui/**', mode: 'full' },
        { type: 'app-server', pattern: 'app/**/*.server.ts', mode: 'full' },
        { type: 'app', pattern: 'app/**', mode: 'full' },
        { type: 'common', pattern: 'common/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: oneOf(SCREENS) } },
              disallow: toLayers(['db', 'seed', 'api']),
              message:
                'Screens never import server/db or server/api: read data through a service, called from a *.server.ts module.',
            },
            {
              from: { element: { type: oneOf(CLIENT_SIDE_SCREENS) } },
              disallow: { ...toLayers(['service', 'server']), dependency: { kind: 'value' } },
              message:
                'Only *.server.ts modules import server code (an `import type` is fine): put the call in a *.server.ts module of the feature.',
            },
            {
              from: {
                element: { type: oneOf([...SCREENS, 'db', 'api', 'service', 'server', 'common']) },
              },
              disallow: toLayers(['seed']),
              message:
                'Runtime code never imports seed data: move what it needs to common/ (or server/db), and let the seed import it.',
            },
            {
              from: { element: { type: 'service' } },
              disallow: toLayers(['api', ...SCREENS]),
              message:
                'Services never import the API layer nor the screens: they take plain values and throw domain errors.',
            },
            {
              from: { element: { type: 'api' } },
              disallow: toLayers(['db', 'seed', ...SCREENS]),
              message:
                'API routes never import server/db: the database is reached through a service.',
            },
            {
              from: { element: { type: 'db' } },
              disallow: toLayers(['api', 'service', ...SCREENS]),
              message: 'server/db (schema, client) imports neither services, the API nor screens.',
            },
            {
              from: { element: { type: 'common' } },
              disallow: toLayers([...SERVER, ...SCREENS]),
              message: 'common/ is shared by both sides: it imports nothing of server/ or app/.',
            },
            {
              from: { element: { type: 'ui' } },
              disallow: toLayers([...SERVER, 'feature', 'feature-server', 'route', 'route-server']),
              message:
                'app/ui has no domain knowledge: it imports neither features, routes nor server code.',
            },
            {
              from: { element: { type: oneOf(['feature', 'feature-server']) } },
              disallow: toLayers(['feature', 'feature-server']),
              message:
                'A feature imports another only along an edge of FEATURE_DEPENDENCIES (eslint.boundaries.js); share through app/ui or common/ otherwise.',
            },
            {
              // The first start of an empty database seeds it: the one runtime call of the seed.
              from: { element: { path: 'server/assemble.ts' } },
              allow: { to: { element: { path: 'server/db/seed/index.ts' } } },
            },
            ...Object.entries(FEATURE_DEPENDENCIES).map(([feature, allowed]) => ({
              from: {
                element: { type: oneOf(['feature', 'feature-server']), captured: { feature } },
              },
              allow: {
                to: {
                  element: {
                    type: oneOf(['feature', 'feature-server']),
                    captured: { feature: oneOf([feature, ...allowed]) },
                  },
                },
              },
            })),
          ],
        },
      ],
    },
  },
];
