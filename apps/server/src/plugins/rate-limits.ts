import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createFixedWindowCounter } from './fixed-window-counter.js';

/** Per-route limits for endpoints that write, tighter than the global one. */
export const routeLimits = {
  /** Feedback and contact forms: people, not scripts. */
  form: { max: 5, timeWindow: 60_000 },
  /** First-party analytics: a page view per navigation, events per click. */
  analytics: { max: 120, timeWindow: 60_000 },
} as const;

/** Turned into the translated error answer by the error handler. */
function rateLimited(statusCode = 429) {
  return Object.assign(new Error('rate limited'), { statusCode });
}

/**
 * Two kinds of limits, both per client address, both answered with a translated 429:
 * - the global one: at most `max` API calls in each `windowMs`. Only the API is limited: one page
 *   load fetches a dozen static files, and a whole school can share one address. Health probes are
 *   not under /api. A route with `rateLimit: false` (signed webhooks) is not counted.
 * - per route, the tighter `config.rateLimit` of the routes that declare one, with @fastify/rate-limit.
 *
 * The global limit is counted here in callback style (decision 0033): every API call passes it, and
 * the plugin's asynchronous hook cost each one five promises.
 */
export async function registerRateLimits(app: FastifyInstance, options: { max: number; windowMs: number }) {
  const counter = createFixedWindowCounter({ windowMs: options.windowMs });
  const limit = String(options.max);
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.rateLimit === false) return done();
    const now = Date.now();
    const { count, resetAt } = counter.hit(request.ip, now);
    const resetSeconds = String(Math.ceil((resetAt - now) / 1000));
    reply
      .header('x-ratelimit-limit', limit)
      .header('x-ratelimit-remaining', String(Math.max(0, options.max - count)))
      .header('x-ratelimit-reset', resetSeconds);
    if (count <= options.max) return done();
    reply.header('retry-after', resetSeconds);
    done(rateLimited());
  });
  await app.register(rateLimit, { global: false, errorResponseBuilder: (_request, context) => rateLimited(context.statusCode) });
}
