import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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
        // React, React DOM, React Router and Vite's preload helper in one chunk: every page (public and admin)
        // loads all of them before it hydrates, and as one file they gzip 1.5 KB smaller than as four (the first
        // view's budget, docs/performance.md).
        manualChunks(id) {
          if (
            /\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id) ||
            id.includes('vite/preload-helper')
          )
            return 'framework';
        },
      },
    },
  },
});
