import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import type { ErrorResponse } from '@brainboost/domain/schemas/error-response';
import type { Translate } from '../i18n/server-translations.js';
import { AppError } from './app-error.js';
import { isServiceUnavailable, unavailableRetryAfterSeconds } from './service-unavailable.js';

const byStatus: Record<number, { code: string; key: string }> = {
  400: { code: 'BAD_REQUEST', key: 'generic.badRequest' },
  401: { code: 'UNAUTHENTICATED', key: 'generic.unauthenticated' },
  403: { code: 'FORBIDDEN', key: 'generic.forbidden' },
  404: { code: 'NOT_FOUND', key: 'generic.notFound' },
  405: { code: 'METHOD_NOT_ALLOWED', key: 'generic.badRequest' },
  406: { code: 'NOT_ACCEPTABLE', key: 'generic.badRequest' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'generic.payloadTooLarge' },
  414: { code: 'URI_TOO_LONG', key: 'generic.badRequest' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'generic.unsupportedMediaType' },
  429: { code: 'RATE_LIMITED', key: 'generic.rateLimited' },
  503: { code: 'UNAVAILABLE', key: 'generic.unavailable' },
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorResponse['error'],
  translate: Translate,
) {
  const message = translate(request.locale, body.message);
  const fields = body.fields;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ error: { code: body.code, message, ...(fields ? { fields } : {}) } });
}

/**
 * The one error handler. Client errors say what was wrong in the caller's language; anything else
 * is logged with its stack and answered with a generic 500 that leaks no detail.
 */
export function registerErrorHandler(app: FastifyInstance, translate: Translate) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || issue.params?.['missingProperty']?.toString() || '_';
        fields[field] ??= issue.message ?? 'generic.invalidField';
      }
      const firstKey = Object.values(fields)[0] ?? 'generic.validation';
      const key = firstKey.includes('.') ? firstKey : 'generic.validation';
      return sendError(request, reply, 400, { code: 'VALIDATION_FAILED', message: key, fields }, translate);
    }
    if (error instanceof AppError) {
      return sendError(
        request,
        reply,
        error.statusCode,
        { code: error.code, message: error.messageKey, ...(error.fields ? { fields: error.fields } : {}) },
        translate,
      );
    }
    const status = error.statusCode ?? 500;
    if (
      status === 400 &&
      (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    ) {
      return sendError(request, reply, 400, { code: 'INVALID_JSON', message: 'generic.invalidJson' }, translate);
    }
    const known = byStatus[status];
    if (status < 500 && known) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return sendError(request, reply, status, { code: known.code, message: known.key }, translate);
    }
    if (isServiceUnavailable(error)) {
      // An outage, not a bug: the caller may retry, as /readyz tells load balancers.
      request.log.error({ err: error }, 'request failed: database or another service unreachable');
      reply.header('retry-after', String(unavailableRetryAfterSeconds));
      return sendError(request, reply, 503, { code: 'UNAVAILABLE', message: 'generic.unavailable' }, translate);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, { code: 'INTERNAL_ERROR', message: 'generic.internal' }, translate);
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (an overlong path parameter, a
 * malformed percent-escape) gets the same shape and language as every other error, and never
 * echoes the path. No hook has run, so the caller's language is read here.
 */
export function frameworkErrorHandler(translate: Translate) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const status = error.statusCode ?? 500;
    const known = byStatus[status];
    if (status < 500 && known) return sendError(request, reply, status, { code: known.code, message: known.key }, translate);
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, { code: 'INTERNAL_ERROR', message: 'generic.internal' }, translate);
  };
}
