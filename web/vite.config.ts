import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fontCore } from './vite/font-core';

/** The modules every page's root route imports, too small to be worth a file each. */
const SHELL = [
  '/node_modules/react/jsx-runtime',
  '/node_modules/react/cjs/react-jsx-runtime',
  'vite/preload-helper',
  '/app/components/chunk-error',
  '/app/components/error-screens',
  '/app/components/route-error-boundary',
  '/app/paths.ts',
];

/** The contract's request schemas and the zod they are built with (see manualChunks). */
const SCHEMAS = ['/node_modules/zod/', '/packages/contract/src/schemas.ts'];
const CONTRACT = '/packages/contract/src/';

const cms = `http://127.0.0.1:${process.env.CMS_PORT ?? '1337'}`;

export default defineConfig({
  plugins: [fontCore(), reactRouter()],
  server: { proxy: { '/api': cms, '/uploads': cms } },
  build: {
    target: 'es2022',
    // Terser packs React DOM and React Router about 3 KB (gzip) tighter than esbuild: that is the gap to the 120 KB
    // budget for the first view's script (docs/performance.md). It costs some seconds per build.
    minify: 'terser',
    rollupOptions: {
      output: {
        // The root route's small modules in one chunk with React Router, which they import (Rollup puts a manual
        // chunk's dependencies in it): every page, public and admin, loads all of them, and as seven files they
        // gzip 1.4 KB larger (the first view's budget, docs/performance.md). React DOM stays in the entry: one
        // chunk of React DOM and React Router saved as much but made one longer compile task, which Lighthouse
        // counts as blocking time (an A/B on `/`: median TBT 183 against 132 ms over 10 runs each).
        // The request schemas and zod stay out of it: the shell's error screens import the contract's messages, and
        // Rollup would otherwise put every module the contract reaches, zod included, in the shell,
        // which every page loads; only the pages with a form load them now.
        manualChunks(id) {
          if (SCHEMAS.some((module) => id.includes(module))) return 'schemas';
          // The rest of the contract (messages, limits, rules...) a chunk per module: in the shell's or the schemas'
          // chunk it would take the other with it wherever it is imported, and in one chunk of its own every page
          // would load what only the admin's forms use (the common passwords' list among it).
          const contract = id.indexOf(CONTRACT);
          if (contract >= 0)
            return `contract-${id
              .slice(contract + CONTRACT.length)
              .replace(/\.ts$/, '')
              .replace(/\W+/g, '-')}`;
          if (SHELL.some((module) => id.includes(module))) return 'shell';
        },
      },
    },
  },
});
