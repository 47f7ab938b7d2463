import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/**
 * Where the server's log lines go: standard output, written in the background. Lines that arrive
 * while a write is under way join the next one, so a busy server makes one write for many lines
 * instead of one for each; a quiet one still writes each line at once. pino writes out what is left
 * when the process exits, crashes included. None when logging is off.
 */
export function logDestination(level: string) {
  return level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
}

/**
 * One access-log line per answered request, when it is answered: method, path, client address
 * (`request.ip`, so the real one behind a trusted proxy), status and time taken, under the request's
 * id. Fastify's own request logging writes two lines, one when the request arrives and one when it
 * is answered; the app turns it off (`disableRequestLogging`).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    // Flat fields: a `req` or `res` object would go through pino's serializers and redaction, which
    // cost more than the rest of the line and add nothing here (no headers are logged).
    request.log.info(
      { method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
