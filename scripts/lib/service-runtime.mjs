// How the service's Node process is started: by `npm start` (scripts/start.mjs, which the browser tests use too) and by
// the benches (scripts/lib/service-process.ts), so that what is measured is what runs (issue 27: memory at 100,000
// acquisitions, docs/decisions.md).

/**
 * V8's young generation at most 2 x 8 MB: Node 20 grows it to 2 x 16 MB, Node 24 to 2 x 64 MB, and it stays committed
 * and resident once grown (the service grows it while loading the overview's read model). 2 x 4 MB kept 15 MB less
 * but cost the read model's reload some 12 % more CPU (more scavenges); 2 x 8 MB about 2 %.
 */
export const SERVICE_NODE_ARGS = ['--max-semi-space-size=8'];

/**
 * glibc malloc with fixed thresholds: memory freed at the top of an arena goes back to the system from 128 KB on, and
 * blocks from 128 KB on are mapped apart, as glibc starts; left to itself it raises both (up to 32 MB and 64 MB) after
 * freeing a large block. At 100,000 acquisitions malloc then held 131 MB after start with 33 MB in use (malloc_stats),
 * most in the arenas of Node's and V8's threads; fixed, 86 MB. A platform without glibc ignores these variables.
 * Values already in the environment win.
 */
const MALLOC_ENV = { MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The environment of the service's process: env (the caller's, with its own settings) over MALLOC_ENV. */
export function serviceEnv(env) {
  return { ...MALLOC_ENV, ...env };
}
