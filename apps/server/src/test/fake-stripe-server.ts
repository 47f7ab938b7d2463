import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the adapter made, as the fake received it (form fields flattened: `a[b][0]`). */
export type FakeStripeRequest = { method: string; path: string; idempotencyKey: string | null; body: Record<string, string> };
type Json = Record<string, unknown>;
type FakeSubscription = Json & {
  id: string;
  status: string;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: (Json & {
      id: string;
      current_period_start: number;
      current_period_end: number;
      price: { unit_amount: number; currency: string; recurring: { interval: 'month' | 'year' } };
    })[];
  };
};

const day = 86_400;
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

/**
 * A local stand-in for api.stripe.com (tests only): answers the endpoints the adapter calls,
 * replays a response for a repeated idempotency key as Stripe does, and produces the events
 * Stripe would send, signed with the SDK's own test helper.
 */
export async function startFakeStripe(webhookSecret: string) {
  const requests: FakeStripeRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const products = new Set<string>();
  const sessions = new Map<string, Json & { id: string; params: Record<string, string> }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  let clock = Math.floor(Date.now() / 1000) - 3600;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;
  const fail = { nextChange: false };
  const card = { brand: 'visa', last4: '4242' };
  type FakeCustomer = Json & {
    id: string;
    email: string | null;
    metadata: Record<string, string>;
    invoice_settings: { default_payment_method: string | null };
  };
  type FakeCard = Json & { id: string; customer: string; card: { brand: string; last4: string } };
  type FakeIntent = Json & {
    id: string;
    status: string;
    amount: number;
    amount_received: number;
    currency: string;
    customer: string;
    payment_method: string;
    metadata: Record<string, string>;
    last_payment_error: Json | null;
    created: number;
  };
  const customers = new Map<string, FakeCustomer>();
  /** Cards kept per customer, newest first (as Stripe lists them). */
  const cards = new Map<string, FakeCard[]>();
  const intents = new Map<string, FakeIntent>();
  const metadataOf = (body: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(body).flatMap(([k, v]) => {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        return m ? [[m[1]!, v]] : [];
      }),
    );
  /** Off-session outcomes by card, like Stripe's test cards: 3155 wants 3-D Secure, 0341 and 9995 decline. */
  const offSessionErrors: Record<string, { code: string; decline_code?: string; message: string }> = {
    '3155': {
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
    '0341': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    '9995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  };

  function route(method: string, path: string, body: Record<string, string>, query: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/products') {
      if (products.has(body.id!))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } },
        };
      products.add(body.id!);
      return { status: 200, body: { id: body.id, object: 'product', name: body.name } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      sessions.set(id, { id, params: body });
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, mode: body.mode } };
    }
    const subMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]!);
      if (!sub)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } },
        };
      if (method === 'GET') {
        const expand = [...query.values()].includes('default_payment_method');
        return {
          status: 200,
          body: expand
            ? { ...sub, default_payment_method: { id: sub.default_payment_method, object: 'payment_method', type: 'card', card } }
            : sub,
        };
      }
      if (fail.nextChange && body['items[0][id]']) {
        fail.nextChange = false;
        return {
          status: 402,
          body: {
            error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
          },
        };
      }
      if (body.cancel_at_period_end) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      for (const [key, value] of Object.entries(body)) {
        const meta = /^metadata\[(\w+)\]$/.exec(key);
        if (meta) sub.metadata[meta[1]!] = value;
      }
      if (body['items[0][id]']) {
        const item = sub.items.data[0]!;
        item.price = {
          unit_amount: Number(body['items[0][price_data][unit_amount]']),
          currency: body['items[0][price_data][currency]']!,
          recurring: { interval: body['items[0][price_data][recurring][interval]'] as 'month' | 'year' },
        };
      }
      return { status: 200, body: sub };
    }
    if (method === 'GET' && path === '/v1/customers/search') {
      const ref = /^metadata\['customer_ref'\]:'(.*)'$/.exec(query.get('query') ?? '')?.[1];
      const data = [...customers.values()].filter((c) => ref !== undefined && c.metadata.customer_ref === ref);
      return { status: 200, body: { object: 'search_result', url: '/v1/customers/search', has_more: false, next_page: null, data } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const created: FakeCustomer = {
        id: nextId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: metadataOf(body),
        invoice_settings: { default_payment_method: null },
      };
      customers.set(created.id, created);
      return { status: 200, body: created };
    }
    const customerMatch = /^\/v1\/customers\/([\w]+)$/.exec(path);
    if (method === 'GET' && customerMatch) {
      const found = customers.get(customerMatch[1]!) ?? {
        id: customerMatch[1],
        object: 'customer',
        invoice_settings: { default_payment_method: null },
      };
      const preferred = found.invoice_settings.default_payment_method;
      const expanded =
        preferred && [...query.values()].includes('invoice_settings.default_payment_method')
          ? (cards.get(customerMatch[1]!) ?? []).find((c) => c.id === preferred)
          : preferred;
      return { status: 200, body: { ...found, invoice_settings: { default_payment_method: expanded ?? null } } };
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = (cards.get(query.get('customer') ?? '') ?? []).slice(0, Number(query.get('limit') ?? 10));
      return { status: 200, body: { object: 'list', url: '/v1/payment_methods', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: FakeIntent = {
        id: nextId('pi'),
        object: 'payment_intent',
        status: 'requires_confirmation',
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency!,
        customer: body.customer!,
        payment_method: body.payment_method!,
        metadata: metadataOf(body),
        last_payment_error: null,
        created: ++clock,
        off_session: null,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const confirmMatch = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirmMatch) {
      const intent = intents.get(confirmMatch[1]!);
      if (!intent || intent.status !== 'requires_confirmation')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'This PaymentIntent cannot be confirmed.',
            },
          },
        };
      const method = (cards.get(intent.customer) ?? []).find((c) => c.id === (body.payment_method ?? intent.payment_method));
      const error = method ? offSessionErrors[method.card.last4] : { code: 'resource_missing', message: 'No such PaymentMethod' };
      if (error) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', ...error };
        return { status: 402, body: { error: { type: 'card_error', ...error, payment_intent: intent } } };
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          url: `https://billing.stripe.test/p/session/${id}`,
          return_url: body.return_url,
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `fake Stripe does not know ${method} ${path}` } } };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = Object.fromEntries(new URLSearchParams(await read(req)));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body });
    const replayKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
    const reply = (replayKey && replies.get(replayKey)) || route(req.method ?? '', url.pathname, body, url.searchParams);
    if (replayKey) replies.set(replayKey, reply);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** A Stripe event around `object`, later (by `created`) than every one made before. */
  const event = (type: string, object: unknown) => ({
    id: nextId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: ++clock,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signed = (evt: unknown) => {
    const payload = JSON.stringify(evt);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  };
  const invoice = (sub: FakeSubscription, reason: string, outcome: 'paid' | 'failed', amount: number) => ({
    id: nextId('in'),
    object: 'invoice',
    number: `FAKE-${String(counter).padStart(4, '0')}`,
    customer: sub.customer,
    currency: sub.items.data[0]!.price.currency,
    amount_due: amount,
    amount_paid: outcome === 'paid' ? amount : 0,
    billing_reason: reason,
    created: clock,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
  });
  /** Stripe keeps a card on the customer (as Checkout does when paying with setup for future use). */
  const saveCard = (customerId: string, last4 = '4242') => {
    const kept: FakeCard = {
      id: nextId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4 },
    };
    cards.set(customerId, [kept, ...(cards.get(customerId) ?? [])]);
    return kept;
  };
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  return {
    port,
    requests,
    fail,
    subscriptions,
    customers,
    intents,
    signed,
    event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    saveCard,
    /** What Stripe sends once an intent's confirmation finished: succeeded or payment_failed. */
    intentEvent(intentId: string) {
      const intent = intents.get(intentId)!;
      return event(intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', copy(intent));
    },
    /** The customer paid on Stripe's page: the events Stripe sends, in the order it usually sends them. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      const p = session.params;
      const now = Math.floor(Date.now() / 1000);
      const trialDays = Number(p['subscription_data[trial_period_days]'] ?? 0);
      const interval = p['line_items[0][price_data][recurring][interval]'] as 'month' | 'year';
      const end = now + (trialDays > 0 ? trialDays : interval === 'year' ? 365 : 30) * day;
      const metadata = {
        customer_ref: p['subscription_data[metadata][customer_ref]']!,
        checkout_ref: p['subscription_data[metadata][checkout_ref]']!,
        price_id: p['subscription_data[metadata][price_id]']!,
      };
      const sub: FakeSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer: p.customer ?? nextId('cus'),
        status: trialDays > 0 ? 'trialing' : 'active',
        metadata,
        cancel_at_period_end: false,
        cancel_at: null,
        trial_end: trialDays > 0 ? end : null,
        // Paying on Checkout keeps the card on a customer of ours.
        default_payment_method: p.customer ? saveCard(p.customer).id : nextId('pm'),
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              current_period_start: now,
              current_period_end: end,
              price: {
                unit_amount: Number(p['line_items[0][price_data][unit_amount]']),
                currency: p['line_items[0][price_data][currency]']!,
                recurring: { interval },
              },
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      const amount = trialDays > 0 ? 0 : sub.items.data[0]!.price.unit_amount;
      return {
        subscription: sub,
        events: [
          event('customer.subscription.created', copy(sub)),
          event('checkout.session.completed', {
            id: session.id,
            object: 'checkout.session',
            mode: 'subscription',
            client_reference_id: p.client_reference_id,
            customer: sub.customer,
            subscription: sub.id,
            payment_status: amount > 0 ? 'paid' : 'no_payment_required',
            status: 'complete',
            metadata,
          }),
          event('invoice.paid', invoice(sub, 'subscription_create', 'paid', amount)),
        ],
      };
    },
    /** The next period's charge, paid or declined. */
    renew(subscriptionId: string, outcome: 'paid' | 'failed') {
      const sub = subscriptions.get(subscriptionId)!;
      const item = sub.items.data[0]!;
      const length = item.price.recurring.interval === 'year' ? 365 * day : 30 * day;
      if (outcome === 'paid' || sub.status !== 'past_due')
        [item.current_period_start, item.current_period_end] = [item.current_period_end, item.current_period_end + length];
      sub.status = outcome === 'paid' ? 'active' : 'past_due';
      sub.trial_end = null;
      const bill = invoice(sub, 'subscription_cycle', outcome, item.price.unit_amount);
      return [
        event(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', bill),
        event('customer.subscription.updated', copy(sub)),
      ];
    },
    /** What Stripe sends after an update made through the API (cancel, resume, plan change). */
    updated(subscriptionId: string) {
      return event('customer.subscription.updated', copy(subscriptions.get(subscriptionId)!));
    },
    /** A proration invoice Stripe charged on a plan change. */
    prorationPaid(subscriptionId: string, amount: number) {
      return event('invoice.paid', invoice(subscriptions.get(subscriptionId)!, 'subscription_update', 'paid', amount));
    },
    /** The period ended with cancel_at_period_end, or the last retry failed. */
    deleted(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = 'canceled';
      return event('customer.subscription.deleted', copy(sub));
    },
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
