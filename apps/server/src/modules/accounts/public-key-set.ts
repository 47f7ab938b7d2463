import type { JSONWebKeySet } from 'jose';

/**
 * The public keys that sign access tokens, read from the database at most once per `maxAgeMs` for
 * /jwks, which API clients may poll; `reload()` reads them now (the token verifier calls it when a
 * token names a key it has not seen). better-auth creates the first key when a read finds none; a
 * set that still comes back empty is not kept, so the key shows as soon as it exists. Callers at
 * the same moment share one read, and a failed read is not kept either.
 */
export function createPublicKeySet(load: () => Promise<JSONWebKeySet>, maxAgeMs: number, now: () => number = Date.now) {
  let kept: { at: number; keys: JSONWebKeySet } | null = null;
  let reading: Promise<JSONWebKeySet> | null = null;
  const reload = () =>
    (reading ??= load()
      .then((keys) => {
        kept = keys.keys.length > 0 ? { at: now(), keys } : null;
        return keys;
      })
      .finally(() => (reading = null)));
  return {
    reload,
    current: (): Promise<JSONWebKeySet> => (kept && now() - kept.at < maxAgeMs ? Promise.resolve(kept.keys) : reload()),
  };
}

export type PublicKeySet = ReturnType<typeof createPublicKeySet>;
