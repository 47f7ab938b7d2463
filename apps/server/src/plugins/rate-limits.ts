import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Per-route limits for endpoints that write, tighter than the global one. */
export const routeLimits = {
  /** Feedback and contact forms: people, not scripts. */
  form: { max: 5, timeWindow: 60_000 },
  /** First-party analytics: a page view per navigation, events per click. */
  analytics: { max: 120, timeWindow: 60_000 },
} as const;

export async function registerRateLimits(app: FastifyInstance, options: { max: number; windowMs: number }) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    // Only the API is limited: one page load fetches a dozen static files, and a whole school can
    // share one address. Health probes are not under /api.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
