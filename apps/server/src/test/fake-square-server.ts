import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signSquarePayload } from '../providers/payments/square/square-signature.js';

/** One call the adapter made, as the fake received it. */
export type FakeSquareRequest = {
  method: string;
  path: string;
  query: string;
  authorization: string | null;
  version: string | null;
  body: Record<string, unknown>;
};
type Json = Record<string, unknown>;
type Phase = {
  ordinal: number;
  cadence: string;
  periods?: number;
  pricing: { type: string; price_money: { amount: number; currency: string } };
};
export type FakeSquareSubscription = {
  id: string;
  customer_id: string;
  location_id: string;
  plan_variation_id: string;
  status: string;
  start_date: string;
  charged_through_date?: string;
  canceled_date?: string;
  card_id: string;
  created_at: string;
  version: number;
  actions?: { id: string; type: string; effective_date: string; new_plan_variation_id?: string }[];
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });
const ymd = (d: Date) => d.toISOString().slice(0, 10);
function addCadence(date: string, cadence: string, periods = 1): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (cadence === 'ANNUAL') d.setUTCFullYear(d.getUTCFullYear() + periods);
  else if (cadence === 'MONTHLY') d.setUTCMonth(d.getUTCMonth() + periods);
  else if (cadence === 'WEEKLY') d.setUTCDate(d.getUTCDate() + 7 * periods);
  else d.setUTCDate(d.getUTCDate() + periods);
  return ymd(d);
}

/**
 * A local stand-in for Square's API (tests only): the Catalog, Checkout, Subscriptions and Cards
 * endpoints the adapter calls, replaying the response of a repeated idempotency_key as Square does,
 * and producing the notifications Square would send, signed as Square signs them.
 */
export async function startFakeSquare(signatureKey: string, notificationUrl: string) {
  const requests: FakeSquareRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const variations = new Map<string, { planId: string; phases: Phase[] }>();
  const links = new Map<string, { id: string; order_id: string; url: string; body: Json }>();
  const subscriptions = new Map<string, FakeSquareSubscription>();
  const cards = new Map<string, { card_brand: string; last_4: string }>();
  let counter = 0;
  let clock = Date.now() - 3_600_000;
  const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(6, '0')}`;
  const fail = { nextSwap: false };
  const notFound = (what: string) => ({
    status: 404,
    body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `${what} not found` }] },
  });

  function route(method: string, path: string, body: Json, query: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v2/catalog/object') {
      const object = body.object as { type: string; subscription_plan_variation_data?: { subscription_plan_id: string; phases: Phase[] } };
      if (object.type === 'SUBSCRIPTION_PLAN')
        return { status: 200, body: { catalog_object: { ...object, id: nextId('PLAN'), version: 1 } } };
      if (object.type === 'SUBSCRIPTION_PLAN_VARIATION') {
        const id = nextId('VAR');
        variations.set(id, {
          planId: object.subscription_plan_variation_data!.subscription_plan_id,
          phases: object.subscription_plan_variation_data!.phases,
        });
        return { status: 200, body: { catalog_object: { ...object, id, version: 1 } } };
      }
      return { status: 400, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST' }] } };
    }
    if (method === 'POST' && path === '/v2/online-checkout/payment-links') {
      const id = nextId('LINK');
      const link = { id, order_id: nextId('ORDER'), url: `https://square.test/pay/${id}`, body };
      links.set(id, link);
      return {
        status: 200,
        body: { payment_link: { id, version: 1, order_id: link.order_id, url: link.url, created_at: new Date().toISOString() } },
      };
    }
    const card = /^\/v2\/cards\/(\w+)$/.exec(path);
    if (method === 'GET' && card)
      return cards.has(card[1]!) ? { status: 200, body: { card: { id: card[1], ...cards.get(card[1]!) } } } : notFound('card');
    const sub = /^\/v2\/subscriptions\/(\w+)(\/cancel|\/swap-plan|\/actions\/([\w-]+))?$/.exec(path);
    if (sub) {
      const found = subscriptions.get(sub[1]!);
      if (!found) return notFound('subscription');
      const action = sub[2] ?? '';
      if (method === 'GET' && !action) {
        const { actions, ...rest } = found;
        return {
          status: 200,
          body: { subscription: query.get('include') === 'actions' ? { ...rest, ...(actions?.length ? { actions } : {}) } : rest },
        };
      }
      if (method === 'POST' && action === '/cancel') {
        if (found.canceled_date)
          return {
            status: 400,
            body: {
              errors: [
                { category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: 'Subscription already has a pending cancel date' },
              ],
            },
          };
        found.canceled_date = found.charged_through_date ?? found.start_date;
        found.actions = [...(found.actions ?? []), { id: randomUUID(), type: 'CANCEL', effective_date: found.canceled_date }];
        found.version += 1;
        return { status: 200, body: { subscription: found, actions: found.actions } };
      }
      if (method === 'POST' && action === '/swap-plan') {
        if (fail.nextSwap) {
          fail.nextSwap = false;
          return {
            status: 400,
            body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', detail: 'new_plan_variation_id' }] },
          };
        }
        if (!variations.has(String(body.new_plan_variation_id))) return notFound('plan variation');
        found.actions = [
          ...(found.actions ?? []),
          {
            id: randomUUID(),
            type: 'SWAP_PLAN',
            effective_date: found.charged_through_date ?? found.start_date,
            new_plan_variation_id: String(body.new_plan_variation_id),
          },
        ];
        return { status: 200, body: { subscription: found, actions: found.actions } };
      }
      if (method === 'DELETE' && sub[3]) {
        const target = found.actions?.find((a) => a.id === sub[3]);
        if (!target) return notFound('action');
        found.actions = found.actions!.filter((a) => a !== target);
        if (target.type === 'CANCEL') delete found.canceled_date;
        found.version += 1;
        return { status: 200, body: { subscription: found } };
      }
    }
    return {
      status: 404,
      body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `fake Square does not know ${method} ${path}` }] },
    };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await read(req);
    const body = (text ? JSON.parse(text) : {}) as Json;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.search,
      authorization: req.headers.authorization ?? null,
      version: (req.headers['square-version'] as string | undefined) ?? null,
      body,
    });
    const key = typeof body.idempotency_key === 'string' ? `${url.pathname} ${body.idempotency_key}` : null;
    const reply = (key && replies.get(key)) || route(req.method ?? '', url.pathname, body, url.searchParams);
    if (key && reply.status < 500) replies.set(key, reply);
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** A notification later (by created_at) than every one made before. */
  const event = (type: string, dataType: string, id: string, object: Json) => {
    clock += 1000;
    return {
      merchant_id: 'MERCHANT_FAKE',
      type,
      event_id: randomUUID(),
      created_at: new Date(clock).toISOString(),
      data: { type: dataType, id, object },
    };
  };
  const signed = (notification: unknown) => {
    const payload = JSON.stringify(notification);
    return { payload, header: signSquarePayload(signatureKey, notificationUrl, payload) };
  };
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const paidPhase = (variationId: string) => variations.get(variationId)!.phases.at(-1)!;
  const invoice = (sub: FakeSquareSubscription, outcome: 'paid' | 'failed', amount?: number) => {
    const phase = paidPhase(sub.plan_variation_id);
    const money = { amount: amount ?? phase.pricing.price_money.amount, currency: phase.pricing.price_money.currency };
    const id = nextId('INV');
    return {
      id,
      version: 1,
      invoice_number: `000${counter}`,
      status: outcome === 'paid' ? 'PAID' : 'UNPAID',
      subscription_id: sub.id,
      order_id: nextId('ORDER'),
      primary_recipient: { customer_id: sub.customer_id },
      payment_requests: [
        {
          request_type: 'BALANCE',
          computed_amount_money: money,
          total_completed_amount_money: outcome === 'paid' ? money : { amount: 0, currency: money.currency },
        },
      ],
      created_at: new Date(clock).toISOString(),
    };
  };
  const payment = (linkId: string, status: string, customerId: string | undefined) => {
    const link = links.get(linkId)!;
    const price = (link.body.quick_pay as { price_money: { amount: number; currency: string } }).price_money;
    const id = nextId('PAY');
    return {
      id,
      status,
      order_id: link.order_id,
      amount_money: price,
      ...(customerId ? { customer_id: customerId } : {}),
      card_details: { status: status === 'FAILED' ? 'FAILED' : 'CAPTURED', card: { card_brand: 'VISA', last_4: '1111' } },
    };
  };

  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    fail,
    links,
    variations,
    subscriptions,
    event,
    signed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The buyer paid on Square's page: the notifications Square sends (payment, then subscription, then its first invoice). */
    pay(linkId: string) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no fake payment link ${linkId}`);
      const customerId = nextId('CUST');
      const variationId = (link.body.checkout_options as { subscription_plan_id?: string }).subscription_plan_id;
      const paid = payment(linkId, 'COMPLETED', customerId);
      const events = [event('payment.updated', 'payment', paid.id, { payment: paid })];
      if (!variationId) return { subscription: null, events };
      const phases = variations.get(variationId)!.phases;
      const today = ymd(new Date());
      const trial = phases.length > 1 ? phases[0]! : null;
      const cardId = nextId('ccof');
      cards.set(cardId, { card_brand: 'VISA', last_4: '1111' });
      const sub: FakeSquareSubscription = {
        id: nextId('SUB'),
        customer_id: customerId,
        location_id: 'LOC',
        plan_variation_id: variationId,
        status: 'ACTIVE',
        start_date: today,
        charged_through_date: trial ? addCadence(today, trial.cadence, trial.periods) : addCadence(today, paidPhase(variationId).cadence),
        card_id: cardId,
        created_at: new Date().toISOString(),
        version: 1,
      };
      subscriptions.set(sub.id, sub);
      events.push(event('subscription.created', 'subscription', sub.id, { subscription: copy(sub) }));
      if (!trial) events.push(event('invoice.payment_made', 'invoice', 'x', { invoice: invoice(sub, 'paid') }));
      return { subscription: sub, events };
    },
    /** The buyer's card was refused on Square's page. */
    decline(linkId: string) {
      const refused = payment(linkId, 'FAILED', undefined);
      return event('payment.updated', 'payment', refused.id, { payment: refused });
    },
    /** What Square sends after a change made through the API (cancel, undo of a cancel). */
    updated(subscriptionId: string) {
      const { actions: _actions, ...sub } = subscriptions.get(subscriptionId)!;
      return event('subscription.updated', 'subscription', subscriptionId, { subscription: copy(sub) });
    },
    /** The next billing date: scheduled swaps take effect, then the card is charged or declined. */
    renew(subscriptionId: string, outcome: 'paid' | 'failed') {
      const sub = subscriptions.get(subscriptionId)!;
      const swap = sub.actions?.find((a) => a.type === 'SWAP_PLAN');
      if (swap) {
        sub.plan_variation_id = swap.new_plan_variation_id!;
        sub.actions = sub.actions!.filter((a) => a !== swap);
      }
      const bill = invoice(sub, outcome);
      if (outcome === 'paid')
        sub.charged_through_date = addCadence(sub.charged_through_date ?? sub.start_date, paidPhase(sub.plan_variation_id).cadence);
      const name = outcome === 'paid' ? 'invoice.payment_made' : 'invoice.scheduled_charge_failed';
      return [event(name, 'invoice', bill.id, { invoice: bill }), this.updated(subscriptionId)];
    },
    /** The cancel date came. */
    ended(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = 'CANCELED';
      sub.actions = [];
      return this.updated(subscriptionId);
    },
  };
}
export type FakeSquare = Awaited<ReturnType<typeof startFakeSquare>>;
