import type { Locale } from '@brainboost/domain/i18n/locales';
import type { AccessRequestKind } from '@brainboost/domain/schemas/access-requests';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

const templates = {
  vip_beta: { approved: 'vipBetaApproved', declined: 'vipBetaDeclined' },
  teacher: { approved: 'teacherApproved', declined: 'teacherDeclined' },
} as const;

export type DecisionEmail = {
  to: string;
  locale: Locale;
  kind: AccessRequestKind;
  status: 'approved' | 'declined';
  note: string | null;
  url: string;
};

/** The email telling a requester what was decided, in the language they asked in (`emails.json`, group `accessRequests`). */
export function createAccessRequestEmails(translate: Translate, orgName: string) {
  return {
    decision({ to, locale, kind, status, note, url }: DecisionEmail): MailMessage {
      const key = `accessRequests.${templates[kind][status]}`;
      const vars = { orgName, url };
      const lines = [translate(locale, `${key}.body`, vars)];
      if (note) lines.push('', translate(locale, 'accessRequests.note', { note }));
      lines.push('', translate(locale, 'accessRequests.status', vars), url, '', translate(locale, 'signature', vars));
      return { to, subject: translate(locale, `${key}.subject`, vars), text: lines.join('\n') };
    },
  };
}

export type AccessRequestEmails = ReturnType<typeof createAccessRequestEmails>;
