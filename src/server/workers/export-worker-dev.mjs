// The export pool's worker when the service runs from its TypeScript sources (tsx, vitest): registers tsx in this
// thread, then loads the task. The built service uses dist/server/export-task.mjs instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
const task = await import('./export-task.ts');
export default task.default;
