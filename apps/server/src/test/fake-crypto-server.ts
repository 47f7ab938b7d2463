import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cryptoSignature } from '../providers/payments/crypto/crypto-signature.js';

/** One call the adapter made, as the fake received it. */
export type FakeCryptoRequest = {
  method: string;
  path: string;
  apiKey: string | null;
  version: string | null;
  body: Record<string, unknown>;
};
type FakeCharge = {
  id: string;
  code: string;
  hosted_url: string;
  metadata: Record<string, string>;
  local_price: { amount: string; currency: string };
  pricing_type: string;
  name: string;
  description: string;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

/**
 * A local stand-in for a hosted-charges API in the Coinbase Commerce shape (tests only): creates
 * charges (no idempotency, as the real one), and produces the webhook deliveries it would send,
 * signed with the shared secret.
 */
export async function startFakeCrypto(apiKey: string, webhookSecret: string) {
  const requests: FakeCryptoRequest[] = [];
  const charges = new Map<string, FakeCharge>();
  const control = { failNext: 0, delayMs: 0 };
  let counter = 0;

  const server = createServer(async (req, res) => {
    const text = await read(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
    requests.push({ method: req.method ?? '', path, apiKey: header('x-cc-api-key'), version: header('x-cc-version'), body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (control.delayMs) await new Promise((resolve) => setTimeout(resolve, control.delayMs));
    if (header('x-cc-api-key') !== apiKey) return send(401, { error: { type: 'authorization_error', message: 'No such API key.' } });
    if (req.method === 'POST' && path === '/charges') {
      if (control.failNext > 0) {
        control.failNext--;
        return send(503, { error: { type: 'service_unavailable', message: 'Try again later.' } });
      }
      const code = `FAKE${String(++counter).padStart(4, '0')}`;
      const charge: FakeCharge = {
        id: randomUUID(),
        code,
        hosted_url: `https://pay.crypto.test/charges/${code}`,
        metadata: body.metadata as Record<string, string>,
        local_price: body.local_price as FakeCharge['local_price'],
        pricing_type: String(body.pricing_type),
        name: String(body.name),
        description: String(body.description),
      };
      charges.set(charge.id, charge);
      return send(201, { data: { ...charge, timeline: [{ status: 'NEW', time: new Date().toISOString() }], payments: [] } });
    }
    return send(404, { error: { type: 'not_found', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    base: `http://127.0.0.1:${port}`,
    requests,
    charges,
    control,
    /** A signed delivery of one charge event, as the provider would POST it. */
    delivery(type: string, chargeId: string, options: { createdAt?: Date; eventId?: string; payments?: number; secret?: string } = {}) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no fake charge ${chargeId}`);
      const payments = Array.from({ length: options.payments ?? (type === 'charge:created' ? 0 : 1) }, (_, i) => ({
        network: 'ethereum',
        transaction_id: `0xfake${i}`,
        status: 'CONFIRMED',
      }));
      const payload = JSON.stringify({
        id: ++counter,
        scheduled_for: new Date().toISOString(),
        event: {
          id: options.eventId ?? randomUUID(),
          resource: 'event',
          type,
          api_version: '2018-03-22',
          created_at: (options.createdAt ?? new Date()).toISOString(),
          data: { ...charge, payments },
        },
      });
      return {
        payload,
        signature: cryptoSignature(payload, options.secret ?? webhookSecret),
        eventId: (JSON.parse(payload) as { event: { id: string } }).event.id,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeCrypto = Awaited<ReturnType<typeof startFakeCrypto>>;
