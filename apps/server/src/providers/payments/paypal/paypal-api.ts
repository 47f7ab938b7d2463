/** A PayPal REST call that did not succeed: its HTTP status and PayPal's error name (`name`, or `details[0].issue`). */
export class PaypalApiError extends Error {
  override name = 'PaypalApiError';
  constructor(
    readonly status: number,
    readonly issue: string,
    message: string,
  ) {
    super(message);
  }
}

export type PaypalApiOptions = {
  clientId: string;
  clientSecret: string;
  /** The REST base URL (PAYPAL_API_BASE): PayPal's sandbox or live one, or a local fake in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
};

type Link = { href: string; rel: string };
export type PaypalLinks = { links?: Link[] };

/** The link PayPal sends the buyer to (`approve`, or `payer-action` on newer orders). */
export function approvalLink(body: PaypalLinks): string {
  const link = body.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
  if (!link) throw new Error('PayPal answered without an approval link');
  return link.href;
}

/**
 * PayPal's REST API over fetch: an OAuth2 client-credentials token, kept until shortly before it
 * expires (and fetched again once if PayPal says it is no longer valid). Every call that creates
 * something passes `requestId`, sent as `PayPal-Request-Id`: PayPal answers a repeat with the
 * first result instead of creating a second object.
 */
export function createPaypalApi(options: PaypalApiOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const res = await doFetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!res.ok || !body.access_token)
      throw new PaypalApiError(res.status, body.error ?? 'TOKEN_FAILED', body.error_description ?? 'PayPal refused the client credentials');
    // A minute early, so a token never expires between being read and being used.
    token = { value: body.access_token, expiresAt: now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    init: { body?: unknown; rawBody?: string; requestId?: string; prefer?: string } = {},
    retried = false,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, accept: 'application/json' };
    if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
    if (init.requestId) headers['paypal-request-id'] = init.requestId;
    if (init.prefer) headers.prefer = init.prefer;
    const res = await doFetch(`${base}${path}`, {
      method,
      headers,
      body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: AbortSignal.timeout(30_000),
    });
    if (res.status === 401 && !retried) {
      token = null;
      return call(method, path, init, true);
    }
    const text = await res.text();
    const body = text ? (JSON.parse(text) as unknown) : {};
    if (!res.ok) {
      const err = body as { name?: string; message?: string; details?: { issue?: string; description?: string }[] };
      throw new PaypalApiError(
        res.status,
        err.details?.[0]?.issue ?? err.name ?? 'HTTP_ERROR',
        err.details?.[0]?.description ?? err.message ?? `PayPal answered ${res.status}`,
      );
    }
    return body as T;
  }

  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown, requestId?: string) =>
      call<T>('POST', path, { body, ...(requestId ? { requestId } : {}), prefer: 'return=representation' }),
    /** A body sent byte for byte as given (the webhook check splices the event in as received). */
    postRaw: <T>(path: string, rawBody: string) => call<T>('POST', path, { rawBody }),
  };
}
export type PaypalApi = ReturnType<typeof createPaypalApi>;
