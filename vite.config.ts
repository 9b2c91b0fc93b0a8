import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 2048,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
