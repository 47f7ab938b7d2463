/** One error Square returned (its `errors[]` entries: category, code, detail). */
export type SquareErrorDetail = { category?: string; code?: string; detail?: string; field?: string };

export class SquareApiError extends Error {
  override name = 'SquareApiError';
  constructor(
    readonly status: number,
    readonly errors: SquareErrorDetail[],
  ) {
    super(
      `Square API ${status}: ${errors.map((e) => `${e.code ?? e.category ?? 'error'}${e.detail ? ` (${e.detail})` : ''}`).join(', ') || 'no detail'}`,
    );
  }
  has(code: string) {
    return this.errors.some((e) => e.code === code);
  }
}

export type SquareApiOptions = { baseUrl: string; accessToken: string; version: string; timeoutMs?: number };
export type SquareApi = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => Promise<T>;

/**
 * Square's REST API over fetch: Bearer token, the pinned `Square-Version`, JSON both ways. The base
 * URL is configuration (production, Square's sandbox, or a local fake in tests).
 */
export function createSquareApi(options: SquareApiOptions): SquareApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        'square-version': options.version,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    if (!res.ok) throw new SquareApiError(res.status, ((parsed as { errors?: SquareErrorDetail[] }).errors ?? []) as SquareErrorDetail[]);
    return parsed as T;
  };
}
