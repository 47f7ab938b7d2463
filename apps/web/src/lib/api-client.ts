import i18n from 'i18next';

/** An API failure in the server's error shape; `message` is already in the user's language. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean };

/** Calls our API with the interface language, turning any failure into an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'en' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', i18n.t('errors:generic.network'));
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; fields?: Record<string, string> };
  } | null;
  if (!response.ok) {
    const error = body?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_' + response.status,
      error?.message ?? i18n.t('errors:generic.internal'),
      error?.fields,
    );
  }
  return body as T;
}
