import type { MessagePort } from 'node:worker_threads';
import { checkDraftAreas } from '../../domain/draft/draft-area-check';
import type { ValidateAreasResult } from '../../domain/geometry/validate';
import { unpackAreaCheck, type PackedAreaCheckInput } from './packed-geometry';

export interface GeometryTask {
  /** The areas and what they are checked against, packed (transferred, not cloned). */
  input: PackedAreaCheckInput;
  /** Told 'started' when the worker takes the task, so the time budget counts work, not the wait in the queue. */
  started: MessagePort;
}

/** The heavy geometry check of a draft (buffer, containment, licences, restriction areas), run in a pool worker. */
export default function runGeometryTask({ input, started }: GeometryTask): ValidateAreasResult {
  started.postMessage('started');
  started.close();
  return checkDraftAreas(unpackAreaCheck(input));
}
