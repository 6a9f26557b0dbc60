// The web build resolves 'zod' to this module (vite.config.ts): zod is configured before any schema is built.
import { z } from 'zod/v4';

/**
 * The Content-Security-Policy allows no eval: zod parses without its compiled fast path and never
 * probes for eval. Object schemas read the setting when they are constructed, so it must run before
 * the first schema module, which is why the build aliases 'zod' here rather than importing this first.
 */
z.config({ jitless: true });

export * from 'zod/v4';
