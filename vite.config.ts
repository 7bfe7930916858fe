import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [reactRouter()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsDir: 'assets' },
});
