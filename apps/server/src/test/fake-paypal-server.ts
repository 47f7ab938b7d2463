import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the adapter made, as the fake received it. */
export type FakePaypalRequest = { method: string; path: string; requestId: string | null; body: Record<string, unknown>; raw: string };
type Json = Record<string, unknown>;
type FakeSubscription = {
  id: string;
  plan_id: string;
  status: string;
  custom_id: string;
  start_time: string;
  status_update_time: string;
  billing_info: {
    next_billing_time?: string;
    failed_payments_count: number;
    cycle_executions: { tenure_type: string; cycles_completed: number }[];
  };
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });
const day = 86_400_000;

/**
 * A local stand-in for PayPal's REST API (tests only): OAuth2 tokens, catalog products, billing
 * plans, subscriptions (suspend/activate/cancel/revise), orders and captures, replaying the first
 * answer for a repeated PayPal-Request-Id as PayPal does, and the verify-webhook-signature call —
 * which checks a signature this fake made over the exact event bytes spliced into the request.
 */
export async function startFakePaypal(opts: { clientId: string; clientSecret: string; webhookId: string }) {
  const secret = randomUUID();
  const requests: FakePaypalRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const plans = new Map<
    string,
    Json & { billing_cycles: { tenure_type: string; frequency: { interval_unit: string; interval_count: number } }[] }
  >();
  const subscriptions = new Map<string, FakeSubscription>();
  const orders = new Map<string, Json & { id: string; status: string; purchase_units: Json[] }>();
  let counter = 0;
  let clock = Date.now() - 3_600_000;
  const nextId = (prefix: string) => `${prefix}-FAKE${++counter}`;
  const stamp = () => new Date((clock += 1000)).toISOString();
  const statusInvalid = {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'Invalid subscription status for this action.' }],
    },
  };

  function route(method: string, path: string, body: Json): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/catalogs/products') return { status: 201, body: { id: nextId('PROD'), name: body.name } };
    if (method === 'POST' && path === '/v1/billing/plans') {
      const id = nextId('P');
      plans.set(id, { ...(body as Json), id } as never);
      return { status: 201, body: { id, status: 'ACTIVE' } };
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      if (!plans.has(body.plan_id as string))
        return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
      const id = nextId('I');
      const now = stamp();
      subscriptions.set(id, {
        id,
        plan_id: body.plan_id as string,
        status: 'APPROVAL_PENDING',
        custom_id: body.custom_id as string,
        start_time: now,
        status_update_time: now,
        billing_info: { failed_payments_count: 0, cycle_executions: [] },
      });
      return {
        status: 201,
        body: {
          id,
          status: 'APPROVAL_PENDING',
          links: [{ href: `https://paypal.test/webapps/billing/subscriptions?ba_token=BA-${id}`, rel: 'approve', method: 'GET' }],
        },
      };
    }
    const sub = /^\/v1\/billing\/subscriptions\/([\w-]+)(?:\/(\w+))?$/.exec(path);
    if (sub) {
      const found = subscriptions.get(sub[1]!);
      if (!found) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
      const action = sub[2];
      if (method === 'GET' && !action) return { status: 200, body: found };
      const to = {
        suspend: ['ACTIVE', 'SUSPENDED'],
        activate: ['SUSPENDED', 'ACTIVE'],
        cancel: [['ACTIVE', 'SUSPENDED'], 'CANCELLED'],
      } as const;
      if (action === 'suspend' || action === 'activate') {
        if (found.status !== to[action][0]) return statusInvalid;
        found.status = to[action][1];
        found.status_update_time = stamp();
        return { status: 204, body: null };
      }
      if (action === 'cancel') {
        if (!(to.cancel[0] as readonly string[]).includes(found.status)) return statusInvalid;
        found.status = 'CANCELLED';
        found.status_update_time = stamp();
        return { status: 204, body: null };
      }
      if (action === 'revise')
        return {
          status: 200,
          body: {
            plan_id: body.plan_id,
            plan_overridden: false,
            links: [
              { href: `https://paypal.test/webapps/billing/subscriptions/update?ba_token=BA-R${found.id}`, rel: 'approve', method: 'GET' },
            ],
          },
        };
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const id = nextId('ORDER');
      orders.set(id, { id, status: 'CREATED', purchase_units: body.purchase_units as Json[] });
      return {
        status: 201,
        body: { id, status: 'CREATED', links: [{ href: `https://paypal.test/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' }] },
      };
    }
    const capture = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) {
      const order = orders.get(capture[1]!);
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
      if (order.status === 'COMPLETED')
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } };
      if (order.status !== 'APPROVED')
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
      order.status = 'COMPLETED';
      return { status: 201, body: { id: order.id, status: 'COMPLETED' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: `${method} ${path}` } };
  }

  /** What PayPal's signature check does, with an HMAC in place of its certificate: over the event's exact bytes. */
  const signatureOf = (transmissionId: string, time: string, webhookId: string, eventBytes: string) =>
    createHmac('sha256', secret)
      .update(`${transmissionId}|${time}|${webhookId}|${createHash('sha256').update(eventBytes).digest('hex')}`)
      .digest('base64');

  function verify(raw: string): { status: number; body: unknown } {
    const marker = '"webhook_event":';
    const at = raw.lastIndexOf(marker);
    const body = JSON.parse(raw) as Json;
    if (at < 0 || !raw.endsWith('}')) return { status: 400, body: { name: 'VALIDATION_ERROR' } };
    const eventBytes = raw.slice(at + marker.length, -1);
    const ok =
      body.webhook_id === opts.webhookId &&
      body.auth_algo === 'SHA256withRSA' &&
      typeof body.cert_url === 'string' &&
      body.transmission_sig === signatureOf(String(body.transmission_id), String(body.transmission_time), opts.webhookId, eventBytes);
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === null ? '' : JSON.stringify(body));
      };
      if (url.pathname === '/v1/oauth2/token') {
        const basic = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
        requests.push({ method: req.method!, path: url.pathname, requestId: null, body: {}, raw });
        if (req.headers.authorization !== basic || raw !== 'grant_type=client_credentials')
          return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        const token = `A21-fake-${randomUUID()}`;
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (!tokens.has(String(req.headers.authorization).replace(/^Bearer /, ''))) return send(401, { error: 'invalid_token' });
      const requestId = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : null;
      const body = raw ? (JSON.parse(raw) as Json) : {};
      requests.push({ method: req.method!, path: url.pathname, requestId, body, raw });
      if (url.pathname === '/v1/notifications/verify-webhook-signature') {
        const answer = verify(raw);
        return send(answer.status, answer.body);
      }
      const key = requestId ? `${url.pathname}:${requestId}` : null;
      if (key && replies.has(key)) {
        const reply = replies.get(key)!;
        return send(reply.status, reply.body);
      }
      const reply = route(req.method!, url.pathname, body);
      if (key && reply.status < 500) replies.set(key, reply);
      send(reply.status, reply.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const intervalMs = (planId: string) =>
    (plans.get(planId)!.billing_cycles.find((c) => c.tenure_type === 'REGULAR')!.frequency.interval_unit === 'YEAR' ? 365 : 30) * day;
  const trialMs = (planId: string) => {
    const trial = plans.get(planId)!.billing_cycles.find((c) => c.tenure_type === 'TRIAL');
    return trial ? trial.frequency.interval_count * day : 0;
  };
  const event = (eventType: string, resource: unknown, createTime = stamp()) => ({
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: createTime,
    resource_type: eventType.startsWith('BILLING.')
      ? 'subscription'
      : eventType.startsWith('PAYMENT.SALE')
        ? 'sale'
        : eventType.startsWith('CHECKOUT')
          ? 'checkout-order'
          : 'capture',
    event_type: eventType,
    summary: eventType,
    resource: structuredClone(resource),
  });

  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    plans,
    subscriptions,
    orders,
    /** The headers PayPal would send with this body; `tamper` makes a signature PayPal would not verify. */
    signed(eventObject: unknown, tamper = false) {
      const payload = JSON.stringify(eventObject);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const sig = signatureOf(transmissionId, time, opts.webhookId, payload);
      return {
        payload,
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.paypal.test/v1/notifications/certs/CERT-fake',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': tamper ? sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) : sig,
        },
      };
    },
    event,
    /** The buyer approves on PayPal's page: the subscription starts (trial or first payment) and its event comes. */
    approveSubscription(id: string) {
      const sub = subscriptions.get(id)!;
      const trial = trialMs(sub.plan_id);
      sub.status = 'ACTIVE';
      sub.status_update_time = stamp();
      sub.billing_info.next_billing_time = new Date(clock + (trial || intervalMs(sub.plan_id))).toISOString();
      sub.billing_info.cycle_executions = [
        ...(trial ? [{ tenure_type: 'TRIAL', cycles_completed: 0 }] : []),
        { tenure_type: 'REGULAR', cycles_completed: trial ? 0 : 1 },
      ];
      return event('BILLING.SUBSCRIPTION.ACTIVATED', sub);
    },
    /** A subscription event with the subscription as PayPal holds it now. */
    subscriptionEvent(eventType: string, id: string, createTime?: string) {
      return event(eventType, subscriptions.get(id)!, createTime);
    },
    sale(id: string, total: string, eventType = 'PAYMENT.SALE.COMPLETED') {
      const sub = subscriptions.get(id)!;
      return event(eventType, {
        id: nextId('SALE'),
        state: eventType === 'PAYMENT.SALE.COMPLETED' ? 'completed' : 'denied',
        amount: { total, currency: 'USD' },
        billing_agreement_id: id,
        custom: sub.custom_id,
        create_time: stamp(),
      });
    },
    approveOrder(id: string) {
      const order = orders.get(id)!;
      order.status = 'APPROVED';
      return event('CHECKOUT.ORDER.APPROVED', order);
    },
    captureEvent(orderId: string, eventType = 'PAYMENT.CAPTURE.COMPLETED') {
      const order = orders.get(orderId)!;
      const unit = order.purchase_units[0] as { custom_id: string; amount: { value: string; currency_code: string } };
      return event(eventType, {
        id: nextId('CAPTURE'),
        status: eventType.split('.').pop(),
        amount: unit.amount,
        custom_id: unit.custom_id,
        supplementary_data: { related_ids: { order_id: orderId } },
      });
    },
    tokenRequests: () => requests.filter((r) => r.path === '/v1/oauth2/token').length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
