import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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

const cms = `http://127.0.0.1:${process.env.CMS_PORT ?? '1337'}`;

export default defineConfig({
  plugins: [reactRouter()],
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
        manualChunks(id) {
          if (SHELL.some((module) => id.includes(module))) return 'shell';
        },
      },
    },
  },
});
