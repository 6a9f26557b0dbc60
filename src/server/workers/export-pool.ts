import { Piscina } from 'piscina';
import type { TCaseExportInput } from '../modules/case-export/case-pdf';
import { AppError } from '../http/app-error';

/**
 * The pool that renders case exports (PDF/A) off the event loop: one worker, below the event loop's priority, so a
 * case of thousands of messages never holds other calls; more exports wait in its queue (503 when it is full).
 */
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./export-worker-dev.mjs', import.meta.url).href
  : new URL('./export-task.mjs', import.meta.url).href;

let pool: Piscina | null = null;

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    maxQueue: 16,
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

export async function closeExportPool(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}

/** Renders the export in the pool; 503 (try again later) when the queue is full. */
export async function renderCaseExport(input: TCaseExportInput): Promise<Buffer> {
  try {
    const bytes = (await poolOf().run(input)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (/queue is at limit/i.test((error as Error)?.message ?? '')) throw new AppError('UNAVAILABLE', 'case-export:busy');
    throw error;
  }
}
