import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins a script may come from beyond our own: only what the operator turned on. */
export type CspAllowances = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] };

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin, plus the web
 * build's one inline boot script allowed by its hash; no framing, no plugins. Styles allow inline because the toast and
 * dialog libraries inject <style> elements at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: CspAllowances) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.imgSrc],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connectSrc],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http, so self-hosters on a LAN are not locked out.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=(), payment=(self), interest-cohort=()');
  });
}
