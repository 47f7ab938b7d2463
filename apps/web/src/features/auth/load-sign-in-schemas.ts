/** The sign-in forms' schemas, loaded on their first validation (components/forms/lazy-zod-resolver.ts). */
export const loadSignInSchemas = () => import('@brainboost/domain/schemas/sign-in');
