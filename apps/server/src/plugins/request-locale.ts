import type { FastifyInstance } from 'fastify';
import { fallbackLocale, localeFromAcceptLanguage, type Locale } from '@brainboost/domain/i18n/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language, from Accept-Language (the web app sends its choice). */
    locale: Locale;
  }
}

export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', fallbackLocale);
  // Callback style: every request runs this, and an async hook costs promises on each one.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
}
