/** An email to send. Text only: every message we send must read well in any mail client. */
export type MailMessage = { to: string; subject: string; text: string };

/** The mail port: `outbox` (default, stored in the database) or `smtp`. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
