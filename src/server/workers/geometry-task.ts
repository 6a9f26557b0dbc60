import type { MessagePort } from 'node:worker_threads';
import { checkDraftAreas } from '../../domain/draft/draft-area-check';
import type { ValidateAreasResult } from '../../domain/geometry/validate';
import { ZDraftInput } from '../../domain/schemas/draft';
import { ZValidateGeometry } from '../../domain/schemas/draft-geometry';
import { unpackAreaCheck, type PackedAreaCheckInput } from './packed-geometry';
import { parseAreaBody, type ParsedAreaBody } from './parse-area-body';

/** The area calls whose raw JSON bodies a worker parses and validates (their contracts' body schemas). */
export const AREA_BODY_SCHEMAS = { validateGeometry: ZValidateGeometry, draftInput: ZDraftInput } as const;
export type AreaBodySchema = keyof typeof AREA_BODY_SCHEMAS;

export type GeometryTask =
  | {
      kind: 'check';
      /** The areas and what they are checked against, packed (transferred, not cloned). */
      input: PackedAreaCheckInput;
      /** Told 'started' when the worker takes the task, so the time budget counts work, not the wait in the queue. */
      started: MessagePort;
    }
  | { kind: 'parse'; schema: AreaBodySchema; bytes: Uint8Array; started: MessagePort };

/**
 * A pool worker's task: the heavy geometry check of a draft (buffer, containment, licences, restriction areas), or
 * the JSON parse and schema check of an area call's body (off the event loop).
 */
export default function runGeometryTask(task: GeometryTask): ValidateAreasResult | ParsedAreaBody {
  task.started.postMessage('started');
  task.started.close();
  if (task.kind === 'parse') return parseAreaBody(task.bytes, AREA_BODY_SCHEMAS[task.schema]);
  return checkDraftAreas(unpackAreaCheck(task.input));
}
