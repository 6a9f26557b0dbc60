import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** The signed-in overview's first screen (the app, the overview page, a phone's cards) with all they import. */
const FIRST_SCREEN = /src[\\/]web[\\/](app[\\/](start|overview-route)|features[\\/]overview[\\/]table[\\/]overview-cards)\.tsx$/;
/** The chunks of the app and its pages (router.tsx and the admin route); the chunk first-screen holds the overview. */
const PAGE_CHUNK = /(^|\/)(first-screen|[\w-]*-page|admin-area)-[\w-]+\.js$/;
const SIGN_IN_START = /src[\\/]web[\\/]features[\\/]auth[\\/]sign-in-start\.ts$/;
// One chunk for the signed-in first screen instead of about fifty: over HTTP/1.1 each file costs a round trip on one
// of six connections, which on a slow link costs more than the bytes (docs/decisions.md). What the tiny entry
// imports ('$initial') and its early sign-in stay out of it, so the sign-in page does not load the app.
const FIRST_SCREEN_GROUPS = [
  { name: 'entry-parts', tags: ['$initial' as const], priority: 3 },
  { name: 'sign-in-start', test: SIGN_IN_START, priority: 2 },
  { name: 'first-screen', test: FIRST_SCREEN, priority: 1 },
  // The texts not in the first screen: one file, loaded after it (app/i18n.ts), instead of one per namespace.
  { name: 'texts', test: /locales[\\/]nb[\\/][\w-]+\.json$/ },
];
const service = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./public'),
  envDir: here('.'),
  resolve: {
    alias: [
      { find: '@', replacement: here('./src') },
      { find: '@locales', replacement: here('./locales') },
      // zod without eval (the CSP forbids it): see src/web/zod-without-eval.ts.
      { find: /^zod$/, replacement: here('./src/web/zod-without-eval.ts') },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0') },
  // manifest: the bundle bench follows each page's static imports (scripts/bench/web-bundle.bench.ts).
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_SCREEN_GROUPS } } },
    // A page's files are fetched side by side when it is opened; what a page loads later (menus, dialogs, the outbox,
    // texts) is fetched through its imports, without a <link> per file, each of which costs the main thread.
    modulePreload: { resolveDependencies: (file, deps) => (PAGE_CHUNK.test(file) ? deps : deps.filter((d) => d.endsWith('.css'))) },
  },
  server: {
    port: 5173,
    proxy: { '/DataAcquisition-service': service, '/idp': service },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('./sw'),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,woff2}'],
        globIgnores: ['**/basemap/**', '**/*.pdf'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
});
