import { WebhookSignatureError } from '../payment-provider.port.js';
import type { PaypalApi } from './paypal-api.js';
import type { PaypalEvent } from './paypal-events.js';

const headerNames = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * Asks PayPal whether it sent this webhook (POST /v1/notifications/verify-webhook-signature, for
 * our PAYPAL_WEBHOOK_ID). The event goes into that request as the exact bytes received — parsed
 * and re-serialised JSON may differ, and the signature covers the bytes. Throws
 * WebhookSignatureError when a header is missing, the body is not an event, or PayPal says no.
 */
export async function verifyPaypalWebhook(
  api: PaypalApi,
  webhookId: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<PaypalEvent> {
  const fields: Record<string, string> = {};
  for (const [field, name] of Object.entries(headerNames)) {
    const value = headers[name];
    if (typeof value !== 'string' || value.length === 0 || value.length > 2048) throw new WebhookSignatureError(`missing ${name}`);
    fields[field] = value;
  }
  let event: PaypalEvent;
  try {
    event = JSON.parse(rawBody) as PaypalEvent;
  } catch {
    throw new WebhookSignatureError('the body is not JSON');
  }
  if (
    !event ||
    typeof event.id !== 'string' ||
    typeof event.event_type !== 'string' ||
    typeof event.create_time !== 'string' ||
    typeof event.resource !== 'object' ||
    event.resource === null
  )
    throw new WebhookSignatureError('the body is not a PayPal event');
  const request = `{${Object.entries({ ...fields, webhook_id: webhookId })
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(',')},"webhook_event":${rawBody}}`;
  const { verification_status: status } = await api.postRaw<{ verification_status?: string }>(
    '/v1/notifications/verify-webhook-signature',
    request,
  );
  if (status !== 'SUCCESS') throw new WebhookSignatureError('PayPal did not verify the signature');
  return event;
}
