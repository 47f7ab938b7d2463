import nodemailer from 'nodemailer';
import type { Mailer } from './mail.port.js';

/** Real delivery through any SMTP server (`SMTP_URL`, e.g. smtps://user:pass@mail.example:465). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
