import { z } from 'zod';

// zod 4 probes `new Function` to pick a fast path; the CSP forbids eval, so turn the probe off.
// This module is imported first by main.tsx.
z.config({ jitless: true });
