import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// React Router's plugin starts Vite compilers of its own with `envFile: false` (one loads
// react-router.config.ts before any option of ours applies), and Vite 8 calls that option
// deprecated on each start: two lines per build or dev server, dozens in a test log, about an
// option we never set. Vite's loggers write through console.warn, so that exact line is dropped
// there; every other warning passes.
const DEPRECATED_ENV_FILE = '`envFile` option is deprecated';
const FILTERED = Symbol.for('dar-dz.vite-warn-filter');
if (!(FILTERED in console.warn)) {
  const consoleWarn = console.warn.bind(console);
  console.warn = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes(DEPRECATED_ENV_FILE)) return;
      consoleWarn(...args);
    },
    { [FILTERED]: true },
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The browser's files, grouped (decision 0010): the framework and the icons in a few
  // shared chunks instead of one file per module; each file costs a request and a task.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // A page's own texts (app/i18n/namespaces.ts, PAGE_NAMESPACES): one file per
                // namespace and language, named so that the bundle audit can count them.
                {
                  name: (id: string) => {
                    const found = /locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
                    return found ? `texts-${found[2]}.${found[1]}` : null;
                  },
                  test: /[\\/]i18n[\\/]locales[\\/]\w+[\\/](home|about|ads|contact|owner)\.json$/,
                  priority: 4,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                // What every public page runs (the root, the public layout, the translator): one
                // file instead of some twenty small ones, which compress better together
                // (decision 0033). Lazily loaded parts (drawer panel, footer) stay apart. The
                // search boxes' suggestions hook (decision 0071) and their typed keyword's (issue 34) are
                // here rather than files of their own shared by the list page and the drawer.
                {
                  name: 'shell',
                  test: /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/]public[\\/]layout\.tsx|i18n[\\/](translator|plural|react|resources\.client|namespaces|page-texts)\.tsx?|features[\\/]layout[\\/](?!mobile-drawer-panel|drawer-search|site-footer)|features[\\/]suggest[\\/]suggest-box\.ts|features[\\/]suggest[\\/]typed-keyword\.ts|features[\\/]seo[\\/]page-meta\.ts|ui[\\/](button|cn|container|hydrate-later|nonce|use-hydrated|client-only)\.tsx?)|[\\/]common[\\/]languages\.ts/,
                  priority: 2,
                },
                // Icons grouped by the set of pages that use them, never merged across sets: a
                // merge threshold of 2 KB had the list page load the back-office's icons (its
                // lists and landing pages went 149.5 / 150.1 -> 149.3 / 149.9 KB without it).
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
