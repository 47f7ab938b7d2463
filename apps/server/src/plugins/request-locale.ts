import type { FastifyInstance } from 'fastify';
import { fallbackLocale, localeFromAcceptLanguage, type Locale } from '@brainboost/domain/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language, from Accept-Language (the web app sends its choice). */
    locale: Locale;
  }
}

export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', fallbackLocale);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
}
