import { Mail, MessageSquareText } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useMailbox } from '../api/mailbox-api';
import { MessageBody } from '../components/message-body';

/**
 * /dev/mailbox (development and test servers only): what the outbox would have sent, newest first.
 * On a production server the API answers 404 and this shows `notFound`.
 */
export function MailboxPage({ notFound }: { notFound: ReactNode }) {
  const { t, i18n } = useTranslation('mailbox');
  const [recipient, setRecipient] = useState('');
  const filter = useDeferredValue(recipient.trim());
  const query = useMailbox(filter);
  useDocumentTitle(t('title'));
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  if (query.error instanceof ApiError && query.error.status === 404) return <>{notFound}</>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
      </div>
      <Field label={t('filter')} hint={t('filterHint')}>
        {(p) => <Input {...p} type="search" value={recipient} onChange={(e) => setRecipient(e.target.value)} />}
      </Field>
      {query.isPending ? (
        <LoadingFallback />
      ) : query.isError ? (
        <FormAlert message={t('errors:generic.internal')} />
      ) : query.data.messages.length === 0 ? (
        <p className="text-[var(--fg-muted)]">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('listLabel')}>
          {query.data.messages.map((message) => (
            <li key={message.id} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
              <article aria-label={message.subject ?? t('sms')}>
                <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
                    {message.channel === 'email' ? (
                      <Mail className="size-3.5" aria-hidden="true" />
                    ) : (
                      <MessageSquareText className="size-3.5" aria-hidden="true" />
                    )}
                    {t(message.channel)}
                  </span>
                  <span>
                    {t('to')} <span className="font-medium">{message.recipient}</span>
                  </span>
                  <time dateTime={message.createdAt} className="text-[var(--fg-muted)]">
                    {format.format(new Date(message.createdAt))}
                  </time>
                </header>
                {message.subject && <h2 className="mb-2 font-semibold">{message.subject}</h2>}
                <MessageBody text={message.body} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
