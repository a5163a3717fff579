import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` and probes for it on the first parse; the pages'
// script policy has no 'unsafe-eval', so in the browser that probe is a reported CSP violation.
if (typeof window !== 'undefined') config({ jitless: true });
