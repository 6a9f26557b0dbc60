import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { DraftAreaCheckInput } from '../../domain/draft/draft-area-check';
import type { ValidateAreasResult } from '../../domain/geometry/validate';
import { AppError } from '../http/app-error';
import type { AreaBodySchema, GeometryTask } from './geometry-task';
import type { ParsedAreaBody } from './parse-area-body';
import { packAreaCheck } from './packed-geometry';

export interface GeometryPoolOptions {
  /** Time one check may work before its worker is stopped (422). */
  timeBudgetMs: number;
  /** Workers at most (each one core). */
  maxWorkers: number;
  /** Heap of one worker; a check that needs more is stopped (422). */
  workerHeapMb: number;
  /** Checks waiting for a worker at most; more are answered 503. */
  maxQueue: number;
  /** Time a check may wait for a worker before it is answered 503 (the caller tries again later). */
  queueWaitMs: number;
}

export const GEOMETRY_POOL_DEFAULTS: GeometryPoolOptions = {
  timeBudgetMs: 15_000,
  // One core stays with the event loop (and the database, PGlite, which runs on it): cores - 1 workers, at least one,
  // at a lower priority than the event loop (niceIncrement below). On 2 cores: one worker.
  maxWorkers: Math.max(1, availableParallelism() - 1),
  workerHeapMb: 256,
  maxQueue: 64,
  queueWaitMs: 60_000,
};

/** Problem details of a stopped or refused check: keys of locales/nb/geometry-input.json. */
export const GEOMETRY_POOL_DETAIL = {
  tooComplex: 'geometry-input:tooComplex',
  busy: 'geometry-input:busy',
} as const;

// The built service runs dist/server/geometry-task.mjs (its own esbuild entry); from the sources, a bootstrap that
// registers tsx in the worker first.
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./geometry-worker-dev.mjs', import.meta.url).href
  : new URL('./geometry-task.mjs', import.meta.url).href;

let options = GEOMETRY_POOL_DEFAULTS;
let pool: Piscina | null = null;
let running = 0;

let timeouts = 0;
let refused = 0;

/** Checks a worker is working on now (for tests and diagnostics). */
export const runningGeometryChecks = () => running;

/** The pool now and since the process started (GET /metrics). */
export const geometryPoolStats = () => ({ queued: pool?.queueSize ?? 0, running, timeouts, refused });

/** Sets the pool's limits (the service's configuration); a running pool is replaced. */
export function configureGeometryPool(overrides: Partial<GeometryPoolOptions>): void {
  const given = Object.entries(overrides).filter(([, value]) => value !== undefined);
  options = { ...GEOMETRY_POOL_DEFAULTS, ...Object.fromEntries(given) };
  void closeGeometryPool();
}

export async function closeGeometryPool(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: options.maxWorkers,
    idleTimeout: 60_000,
    maxQueue: options.maxQueue,
    concurrentTasksPerWorker: 1,
    // Below the event loop's priority (Linux: per thread), so that other calls are answered while checks run.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/**
 * Runs one task in the pool, off the event loop. The time budget starts when a worker takes the task; a task that
 * exceeds it (or the worker's heap) has its worker stopped and is answered 422; a full queue or a wait for a worker
 * longer than queueWaitMs is answered 503.
 */
async function runInPool<R>(task: DistributiveOmit<GeometryTask, 'started'>, transfer: ArrayBuffer[]): Promise<R> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let started = false;
  let timer = setTimeout(() => abort.abort(), options.queueWaitMs);
  port1.once('message', () => {
    started = true;
    running++;
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(), options.timeBudgetMs);
  });
  try {
    const transferList = [port2, ...transfer];
    return (await poolOf().run({ ...task, started: port2 }, { transferList, signal: abort.signal })) as R;
  } catch (error) {
    const message = (error as Error)?.message ?? '';
    // A full queue, a long wait for a worker, or the pool closing with the service: try again later.
    if (/queue is at limit|terminating worker thread/i.test(message) || (abort.signal.aborted && !started)) {
      refused++;
      throw new AppError('UNAVAILABLE', GEOMETRY_POOL_DETAIL.busy);
    }
    if (abort.signal.aborted || (error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      timeouts++;
      throw new AppError('UNPROCESSABLE', GEOMETRY_POOL_DETAIL.tooComplex);
    }
    throw error;
  } finally {
    if (started) running--;
    clearTimeout(timer);
    port1.close();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** checkDraftAreas in the pool (runInPool's limits). */
export async function runGeometryCheck(input: DraftAreaCheckInput): Promise<ValidateAreasResult> {
  const { task, transfer } = packAreaCheck(input);
  return runInPool<ValidateAreasResult>({ kind: 'check', input: task }, transfer);
}

/** JSON.parse and the schema check of an area call's raw body in the pool (runInPool's limits). */
export async function runAreaBodyParse(schema: AreaBodySchema, bytes: Uint8Array): Promise<ParsedAreaBody> {
  return runInPool<ParsedAreaBody>({ kind: 'parse', schema, bytes }, []);
}
