/** A text message to send: one short line of plain text. */
export type SmsMessage = { to: string; text: string };

/** The SMS port: `outbox` (default, stored in the database) or `http` (an SMS gateway's HTTP API). */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}
