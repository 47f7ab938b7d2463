import type { createAuth } from './auth.js';

/** The better-auth instance accounts builds; other modules call its API (sign-up, password hashes) through this type. */
export type Auth = ReturnType<typeof createAuth>;
