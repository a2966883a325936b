import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const cms = `http://127.0.0.1:${process.env.CMS_PORT ?? '1337'}`;

export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy: { '/api': cms, '/uploads': cms } },
  build: { target: 'es2022' },
});
