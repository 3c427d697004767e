import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The web app: root src/web, built to dist/web, which the server serves with an SPA fallback. */
export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // No inline scripts: the server sends `script-src 'self'`.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    fs: { allow: [here('.')] },
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
