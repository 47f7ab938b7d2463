import type { Locale } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../../i18n/server-translations.js';
import { sandboxCards } from './sandbox-cards.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const style = `body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:.25rem;padding:.125rem .5rem;font-size:.875rem}
h1{font-size:1.25rem}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #64748b;border-radius:.375rem;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1rem;width:100%;padding:.75rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#e2e8f0;color:#0f172a}
.lines{list-style:none;padding:0;margin:0 0 .5rem}.lines li{display:flex;justify-content:space-between;gap:1rem;padding:.375rem 0;border-bottom:1px solid #e2e8f0}
.error{background:#fee2e2;color:#7f1d1d;border-radius:.375rem;padding:.5rem .75rem}
details{margin-top:1rem;font-size:.875rem}code{font-size:.875rem}a{color:#1d4ed8}`;

function page(locale: Locale, title: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export type HostedSession = { id: string; price_id: string; interval: string; amount_cents: number; currency: string; trial_days: number };

/** Money in the reader's language, from integer cents. */
export function formatCents(locale: Locale, cents: number, currency: string) {
  return new Intl.NumberFormat(locale === 'yue' ? 'zh-HK' : locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** A line of a checkout of several items, named in the reader's language. */
export type HostedLine = { name: string; interval: string; amountCents: number };

/** Every line with its price, then the total charged now (several-item checkouts only). */
function renderLines(
  tr: (key: string, vars?: Record<string, string | number>) => string,
  locale: Locale,
  currency: string,
  lines: HostedLine[],
  totalLabel: string,
) {
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const items = lines
    .map(
      (l) =>
        `<li><span>${escape(l.name)}</span><span>${tr(`interval.${l.interval}`, { amount: formatCents(locale, l.amountCents, currency) })}</span></li>`,
    )
    .join('');
  return `<ul class="lines">${items}<li><strong>${escape(totalLabel)}</strong><strong>${escape(formatCents(locale, total, currency))}</strong></li></ul>`;
}

export function renderPayPage(
  t: Translate,
  locale: Locale,
  session: HostedSession,
  error: string | null,
  lines: { items: HostedLine[]; totalLabel: string } | null = null,
) {
  const tr = (key: string, vars?: Record<string, string | number>) => escape(t(locale, `sandbox.${key}`, vars));
  // With several lines, the first payment is all of them (no trial is offered on such a checkout).
  const amount = formatCents(
    locale,
    lines ? lines.items.reduce((sum, l) => sum + l.amountCents, 0) : session.amount_cents,
    session.currency,
  );
  const due = lines
    ? renderLines(tr, locale, session.currency, lines.items, lines.totalLabel)
    : session.trial_days > 0
      ? tr('trialThen', { days: session.trial_days, amount })
      : tr(`interval.${session.interval}`, { amount });
  const cards = sandboxCards
    .map((c) => `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${tr(`cards.${c.behaviour}`)}</li>`)
    .join('');
  return page(
    locale,
    tr('title'),
    `<span class="badge">${tr('badge')}</span>
<h1>${tr('heading')}</h1>
<p class="amount">${escape(session.trial_days > 0 ? formatCents(locale, 0, session.currency) : amount)}</p>
${lines ? due : `<p>${due}</p>`}
${error ? `<p class="error" role="alert">${tr(`errors.${error}`)}</p>` : ''}
<form method="post" action="/sandbox-pay/${session.id}?lang=${locale}">
<label for="card">${tr('cardNumber')}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<div class="row"><div><label for="expiry">${tr('expiry')}</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required maxlength="7"></div>
<div><label for="cvc">${tr('cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div></div>
<button type="submit">${session.trial_days > 0 ? tr('startTrial') : tr('pay', { amount })}</button>
</form>
<form method="post" action="/sandbox-pay/${session.id}/cancel?lang=${locale}"><button type="submit" class="secondary">${tr('cancel')}</button></form>
<details><summary>${tr('testCards')}</summary><ul>${cards}</ul><p>${tr('anyExpiry')}</p></details>`,
  );
}

/** `now`: a trial's first charge falls `trial_days` after it, and nothing is charged today. */
export function renderAuthenticatePage(
  t: Translate,
  locale: Locale,
  session: HostedSession,
  totalCents: number = session.amount_cents,
  now: Date = new Date(),
) {
  const tr = (key: string, vars?: Record<string, string | number>) => escape(t(locale, `sandbox.${key}`, vars));
  const firstCharge = new Date(now.getTime() + session.trial_days * 86_400_000);
  const text =
    session.trial_days > 0
      ? tr('authTrialText', {
          today: formatCents(locale, 0, session.currency),
          amount: formatCents(locale, totalCents, session.currency),
          date: new Intl.DateTimeFormat(locale === 'yue' ? 'zh-HK' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(firstCharge),
        })
      : tr('authText', { amount: formatCents(locale, totalCents, session.currency) });
  return page(
    locale,
    tr('authTitle'),
    `<span class="badge">${tr('badge')}</span><h1>${tr('authTitle')}</h1><p>${text}</p>
<form method="post" action="/sandbox-pay/${session.id}/authenticate?lang=${locale}"><input type="hidden" name="decision" value="approve"><button type="submit">${tr('authApprove')}</button></form>
<form method="post" action="/sandbox-pay/${session.id}/authenticate?lang=${locale}"><input type="hidden" name="decision" value="fail"><button type="submit" class="secondary">${tr('authFail')}</button></form>`,
  );
}

export function renderClosedPage(t: Translate, locale: Locale) {
  return page(
    locale,
    t(locale, 'sandbox.closedTitle'),
    `<h1>${escape(t(locale, 'sandbox.closedTitle'))}</h1><p>${escape(t(locale, 'sandbox.closedText'))}</p><p><a href="/subscription-management">${escape(t(locale, 'sandbox.backToSite'))}</a></p>`,
  );
}

/** The hosted "update card" page: same test cards; nothing is charged, a declined card is refused. */
export function renderCardUpdatePage(t: Translate, locale: Locale, setupId: string, error: string | null) {
  const tr = (key: string, vars?: Record<string, string | number>) => escape(t(locale, `sandbox.${key}`, vars));
  const cards = sandboxCards
    .map((c) => `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${tr(`cards.${c.behaviour}`)}</li>`)
    .join('');
  return page(
    locale,
    tr('updateTitle'),
    `<span class="badge">${tr('badge')}</span>
<h1>${tr('updateTitle')}</h1>
<p>${tr('updateText')}</p>
${error ? `<p class="error" role="alert">${tr(`errors.${error}`)}</p>` : ''}
<form method="post" action="/sandbox-pay/update/${setupId}?lang=${locale}">
<label for="card">${tr('cardNumber')}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<div class="row"><div><label for="expiry">${tr('expiry')}</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required maxlength="7"></div>
<div><label for="cvc">${tr('cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></div></div>
<button type="submit">${tr('saveCard')}</button>
</form>
<form method="post" action="/sandbox-pay/update/${setupId}/cancel?lang=${locale}"><button type="submit" class="secondary">${tr('cancel')}</button></form>
<details><summary>${tr('testCards')}</summary><ul>${cards}</ul><p>${tr('anyExpiry')}</p></details>`,
  );
}
