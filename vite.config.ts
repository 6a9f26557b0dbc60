import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunks } from './scripts/build/first-screen-chunks';
import { inlineIcon } from './scripts/build/inline-icon';
import { precompressPlugin } from './scripts/build/precompress';
import { preloadWhenSignedIn } from './scripts/build/preload-when-signed-in';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
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
    // The first screen in few files, fetched side by side (scripts/build/first-screen-chunks.ts).
    rolldownOptions: {
      output: { codeSplitting: { groups: firstScreenChunks.groups }, postBanner: firstScreenChunks.banner },
    },
    modulePreload: { resolveDependencies: firstScreenChunks.preloadsOf },
  },
  server: {
    port: 5173,
    proxy: { '/DataAcquisition-service': service, '/idp': service },
  },
  plugins: [
    ...firstScreenChunks.plugins,
    preloadWhenSignedIn,
    inlineIcon,
    precompressPlugin,
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
        globIgnores: ['**/*.pdf'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
});
