import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** What the sign-in pages need before their first paint (and the whole app needs too). */
const START_MODULES = new RegExp(
  [
    'node_modules/(i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)/',
    String.raw`src/web/lib/(i18n/(index|languages)|api/(call|client|errors)|auth/token-store|session/session-store|jwt|cookies)\.ts$`,
    'src/web/features/auth/login/',
    String.raw`src/web/ui/(LogoMark|usePageTitle)\.tsx?$`,
    String.raw`src/shared/(constants|enums|domain/safe-redirect|contracts/(call|auth-calls))\.ts$`,
    String.raw`locales/en/(common|errors|auth)\.json$`,
  ].join('|'),
);

/** React itself: its own file, so compiling and running it is not one long task with the rest. */
const REACT_MODULES = /node_modules\/(react|react-dom|scheduler)\//;

/**
 * What every signed-in page runs on: the router, the query cache and MUI's core. A module of these used by
 * more than one chunk goes into one file, not a file of its own (each file is a request before the first paint).
 */
const SHELL_VENDOR =
  /node_modules\/(react-router|@tanstack|@mui|@emotion|stylis|@babel\/runtime|react-is|clsx|hoist-non-react-statics|prop-types|react-transition-group|@popperjs|cookie|set-cookie-parser)\//;

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
    rolldownOptions: {
      output: {
        // The lean start (sign-in pages, docs/decisions/0033) in two files beside the entry: on a phone each
        // extra file is another request before the first paint, and one big file is one long task.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_MODULES },
            { name: 'start', test: START_MODULES },
            { name: 'vendor', test: SHELL_VENDOR, minShareCount: 10 },
            { name: 'app', test: /src\/(web\/(ui|lib)|shared)\//, minShareCount: 6 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    fs: { allow: [here('.')] },
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
