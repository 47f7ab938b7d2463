import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request logging with one access-log line per request, written when it is answered:
 * method, path, client address (`request.ip`, so the real one behind a trusted proxy), status and
 * time taken, under the request's id. Fastify's default writes a second line when each request
 * arrives. Its other lines (errors, unknown routes) are unchanged.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Flat fields: a `req` or `res` object would go through pino's serializers and redaction, which
    // cost more than the rest of the line and add nothing here (no headers are logged).
    const line = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
