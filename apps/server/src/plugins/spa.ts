import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** True for paths the SPA must not swallow: they answer JSON 404s. */
export function isServerPath(url: string): boolean {
  return /^\/(api|healthz|readyz)(\/|\?|$)/.test(url);
}

/** CSP source expressions ('sha256-…') for each inline <script> in the built index.html. */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * (index.html, locale bundles, icons) revalidates. Client routes fall back to index.html.
 * Files are precompressed at build time (brotli and gzip) and picked by Accept-Encoding.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: serving the API only (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const relative = path.relative(distDir, filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? immutable : revalidate);
    },
  });
  return true;
}

export function sendIndex(reply: import('fastify').FastifyReply) {
  return reply.header('cache-control', revalidate).type('text/html; charset=utf-8').sendFile('index.html');
}
