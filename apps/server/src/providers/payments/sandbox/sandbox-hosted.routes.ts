import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../../i18n/server-translations.js';
import {
  renderAuthenticatePage,
  renderCardUpdatePage,
  renderClosedPage,
  renderPayPage,
  type HostedSession,
} from './sandbox-hosted-page.js';
import type { SandboxProvider } from './sandbox-provider.js';

type Params = { Params: { id: string }; Querystring: { lang?: string; error?: string } };

/** The sandbox provider's own hosted checkout, as Stripe Checkout would be: plain HTML forms, no app code. */
type Options = {
  sandbox: SandboxProvider;
  translate: Translate;
  /** Names a catalog product and the total line of a several-item checkout, in the reader's language. */
  lineTexts?: { productName: (locale: Locale, priceId: string) => string; total: (locale: Locale) => string };
  /** The billing clock, for the date a trial's first charge falls on. */
  now?: () => Date;
};

export const sandboxHostedRoutes: FastifyPluginAsync<Options> = async (app, { sandbox, translate, lineTexts, now = () => new Date() }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const localeOf = (request: FastifyRequest<Params>): Locale => (isLocale(request.query.lang) ? request.query.lang : request.locale);
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  const knownErrors = new Set(['unknown_card', 'bad_expiry', 'bad_cvc']);
  const updateErrors = new Set([...knownErrors, 'card_declined']);
  /** The lines of a session with extra items (null for a single item): the session's own price first. */
  async function linesOf(session: HostedSession, locale: Locale) {
    const items = await sandbox.findItems(session.id);
    if (!items.length) return null;
    const name = (priceId: string) => lineTexts?.productName(locale, priceId) ?? priceId;
    return {
      items: [
        { name: name(session.price_id), interval: session.interval, amountCents: session.amount_cents },
        ...items.map((i) => ({ name: name(i.price_id), interval: i.interval, amountCents: i.amount_cents })),
      ],
      totalLabel: lineTexts?.total(locale) ?? 'Total',
    };
  }

  app.get<Params>('/sandbox-pay/:id', async (request, reply) => {
    const locale = localeOf(request);
    const session = await sandbox.findSession(request.params.id);
    if (!session || session.status !== 'open')
      return reply
        .status(session ? 200 : 404)
        .headers(html)
        .send(renderClosedPage(translate, locale));
    const error = knownErrors.has(request.query.error ?? '') ? request.query.error! : null;
    return reply.headers(html).send(renderPayPage(translate, locale, session, error, await linesOf(session, locale)));
  });
  app.post<Params & { Body: Record<string, string> }>('/sandbox-pay/:id', async (request, reply) => {
    const body = request.body ?? {};
    const lang = isLocale(request.query.lang) ? `&lang=${request.query.lang}` : '';
    const again = (error: string) => reply.redirect(`/sandbox-pay/${encodeURIComponent(request.params.id)}?error=${error}${lang}`, 303);
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(body['expiry'] ?? '');
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12 || Date.UTC(2000 + Number(expiry[2]), Number(expiry[1])) < Date.now())
      return again('bad_expiry');
    if (!/^\d{3,4}$/.test(body['cvc'] ?? '')) return again('bad_cvc');
    const result = await sandbox.pay(request.params.id, body['card'] ?? '');
    if ('redirect' in result) return reply.redirect(result.redirect, 303);
    if (result.error === 'unknown_card') return again('unknown_card');
    return reply
      .status(409)
      .headers(html)
      .send(renderClosedPage(translate, localeOf(request)));
  });
  app.get<Params>('/sandbox-pay/:id/authenticate', async (request, reply) => {
    const session = await sandbox.findSession(request.params.id);
    if (!session || session.status !== 'requires_action')
      return reply
        .status(session ? 200 : 404)
        .headers(html)
        .send(renderClosedPage(translate, localeOf(request)));
    const lines = await linesOf(session, localeOf(request));
    return reply
      .headers(html)
      .send(
        renderAuthenticatePage(
          translate,
          localeOf(request),
          session,
          lines ? lines.items.reduce((sum, l) => sum + l.amountCents, 0) : session.amount_cents,
          now(),
        ),
      );
  });
  app.post<Params & { Body: Record<string, string> }>('/sandbox-pay/:id/authenticate', async (request, reply) => {
    const result = await sandbox.authenticate(request.params.id, request.body?.['decision'] === 'approve');
    if ('redirect' in result) return reply.redirect(result.redirect, 303);
    return reply
      .status(409)
      .headers(html)
      .send(renderClosedPage(translate, localeOf(request)));
  });
  app.get<Params>('/sandbox-pay/update/:id', async (request, reply) => {
    const setup = await sandbox.findSetupSession(request.params.id);
    if (!setup || setup.status !== 'open')
      return reply
        .status(setup ? 200 : 404)
        .headers(html)
        .send(renderClosedPage(translate, localeOf(request)));
    const error = updateErrors.has(request.query.error ?? '') ? request.query.error! : null;
    return reply.headers(html).send(renderCardUpdatePage(translate, localeOf(request), setup.id, error));
  });
  app.post<Params & { Body: Record<string, string> }>('/sandbox-pay/update/:id', async (request, reply) => {
    const body = request.body ?? {};
    const lang = isLocale(request.query.lang) ? `&lang=${request.query.lang}` : '';
    const again = (error: string) =>
      reply.redirect(`/sandbox-pay/update/${encodeURIComponent(request.params.id)}?error=${error}${lang}`, 303);
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(body['expiry'] ?? '');
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12 || Date.UTC(2000 + Number(expiry[2]), Number(expiry[1])) < Date.now())
      return again('bad_expiry');
    if (!/^\d{3,4}$/.test(body['cvc'] ?? '')) return again('bad_cvc');
    const result = await sandbox.updateCard(request.params.id, body['card'] ?? '');
    if ('redirect' in result) return reply.redirect(result.redirect, 303);
    if (result.error === 'closed')
      return reply
        .status(409)
        .headers(html)
        .send(renderClosedPage(translate, localeOf(request)));
    return again(result.error);
  });
  app.post<Params>('/sandbox-pay/update/:id/cancel', async (request, reply) => {
    const to = await sandbox.cancelCardUpdate(request.params.id);
    if (!to)
      return reply
        .status(404)
        .headers(html)
        .send(renderClosedPage(translate, localeOf(request)));
    return reply.redirect(to, 303);
  });
  app.post<Params>('/sandbox-pay/:id/cancel', async (request, reply) => {
    const to = await sandbox.cancelSession(request.params.id);
    if (!to)
      return reply
        .status(404)
        .headers(html)
        .send(renderClosedPage(translate, localeOf(request)));
    return reply.redirect(to, 303);
  });
};
