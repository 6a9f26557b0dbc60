import { z } from 'zod';

/** The Content-Security-Policy allows no eval: zod parses without its compiled fast path (and never probes for eval). */
z.config({ jitless: true });
