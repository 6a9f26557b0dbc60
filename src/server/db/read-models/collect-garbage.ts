import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * Full garbage collections now. Loading the overview's read model at 100,000 acquisitions leaves some 100 MB of the
 * database's answer behind, which V8 kept in the process's resident memory until a collection it might not run for
 * a long time (issue 27). gc is taken as Jest's leak detector takes it: exposed for one new context, then hidden again.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
      setFlagsFromString('--no-expose-gc');
    } catch {
      gc = null;
    }
  }
  // The second collection compacts what the first freed and gives its pages back (one left the heap's size as it was).
  gc?.();
  gc?.();
}
