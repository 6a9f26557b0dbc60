import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { DraftAreaCheckInput } from '../../domain/draft/draft-area-check';
import type { ValidateAreasResult } from '../../domain/geometry/validate';
import { AppError } from '../http/app-error';
import type { GeometryTask } from './geometry-task';
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
}

export const GEOMETRY_POOL_DEFAULTS: GeometryPoolOptions = {
  timeBudgetMs: 15_000,
  maxWorkers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  workerHeapMb: 256,
  maxQueue: 64,
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
 * Runs checkDraftAreas in the pool, off the event loop. The time budget starts when a worker takes the task; a check
 * that exceeds it (or the worker's heap) has its worker stopped and is answered 422; a full queue is answered 503.
 */
export async function runGeometryCheck(input: DraftAreaCheckInput): Promise<ValidateAreasResult> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => abort.abort(), options.timeBudgetMs);
  });
  const { task: packed, transfer } = packAreaCheck(input);
  const task: GeometryTask = { input: packed, started: port2 };
  try {
    const transferList = [port2, ...transfer];
    return (await poolOf().run(task, { transferList, signal: abort.signal })) as ValidateAreasResult;
  } catch (error) {
    const message = (error as Error)?.message ?? '';
    // A full queue, or the pool closing with the service: try again later.
    if (/queue is at limit|terminating worker thread/i.test(message))
      throw new AppError('UNAVAILABLE', GEOMETRY_POOL_DETAIL.busy);
    if (abort.signal.aborted || (error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new AppError('UNPROCESSABLE', GEOMETRY_POOL_DETAIL.tooComplex);
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}
