import type { MessagePort } from 'node:worker_threads';
import { checkDraftAreas, type DraftAreaCheckInput } from '../../domain/draft/draft-area-check';
import type { ValidateAreasResult } from '../../domain/geometry/validate';

export interface GeometryTask {
  input: DraftAreaCheckInput;
  /** Told 'started' when the worker takes the task, so the time budget counts work, not the wait in the queue. */
  started: MessagePort;
}

/** The heavy geometry check of a draft (buffer, containment, licences, restriction areas), run in a pool worker. */
export default function runGeometryTask({ input, started }: GeometryTask): ValidateAreasResult {
  started.postMessage('started');
  started.close();
  return checkDraftAreas(input);
}
