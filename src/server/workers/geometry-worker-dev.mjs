// The pool's worker when the service runs from its TypeScript sources (tsx, vitest): registers tsx in this thread,
// then loads the task. The built service uses dist/server/geometry-task.mjs instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
const task = await import('./geometry-task.ts');
export default task.default;
