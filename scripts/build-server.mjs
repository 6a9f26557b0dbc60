// Bundles the service into dist/server/main.mjs and the geometry pool's worker into dist/server/geometry-task.mjs
// (dependencies stay external), and copies the migrations.
import { build } from 'esbuild';
import { cpSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
await build({
  entryPoints: { main: 'src/server/main.ts', 'geometry-task': 'src/server/workers/geometry-task.ts', 'export-task': 'src/server/workers/export-task.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('built dist/server/main.mjs, dist/server/geometry-task.mjs and dist/server/export-task.mjs');
