import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useOverseenConversation, useOverseenConversations } from '../api/overseen-chats-api';
import { ConversationLinkList } from './conversation-link-list';
import { ConversationThread } from './conversation-thread';

export type OverseenChatsProps = {
  /** The learner's API address (see overseen-chats-api.ts). */
  base: string;
  /** The learner's name; empty while it loads. */
  name: string;
  back: { to: string; label: string };
  /** Already translated: what the reader is looking at and why flags are marked. */
  intro: string;
};

/**
 * A learner's tutor conversations, read by a parent or a teacher: the list with message and flag
 * counts beside the chosen conversation, shown as the learner saw it with flagged exchanges marked.
 */
export function OverseenChats({ base, name, back, intro }: OverseenChatsProps) {
  const { t } = useTranslation('homework');
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const list = useOverseenConversations(base);
  const conversation = useOverseenConversation(base, selected);
  useDocumentTitle(name ? t('childChats.title', { name }) : t('childChats.heading'));
  const summary = list.data?.conversations.find((c) => c.id === selected);
  const backLink = (
    <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-300">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {back.label}
    </Link>
  );

  if (list.isPending) return <LoadingFallback />;
  if (list.isError)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">{t('childChats.heading')}</h1>
        <FormAlert message={list.error.message} />
        {backLink}
      </div>
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[20rem_1fr]">
      <div className="flex flex-col gap-3">
        {backLink}
        <h1 className="text-2xl font-bold tracking-tight">{t('childChats.title', { name })}</h1>
        <p className="text-sm text-[var(--fg-muted)]">{intro}</p>
        <nav aria-label={t('childChats.listLabel')}>
          {list.data.conversations.length === 0 ? (
            <p className="text-sm text-[var(--fg-muted)]">{t('childChats.empty', { name })}</p>
          ) : (
            <ConversationLinkList
              conversations={list.data.conversations}
              selected={selected}
              details={(c) => (
                <>
                  <span>{t('childChats.messages', { count: c.messageCount })}</span>
                  {c.flaggedCount > 0 && (
                    <span className="inline-flex items-center gap-0.5 font-semibold text-red-800 dark:text-red-200">
                      <ShieldAlert className="size-3.5" aria-hidden="true" />
                      {t('childChats.flagged', { count: c.flaggedCount })}
                    </span>
                  )}
                </>
              )}
            />
          )}
        </nav>
        <p className="text-xs text-[var(--fg-muted)]">{t('chat.retention', { days: list.data.retentionDays })}</p>
      </div>
      <section aria-label={summary?.title ?? t('childChats.listLabel')} className="flex flex-col gap-4">
        {!selected ? (
          list.data.conversations.length > 0 && (
            <p className="rounded-xl border border-dashed border-[var(--border)] p-6 text-[var(--fg-muted)]">{t('childChats.choose')}</p>
          )
        ) : conversation.isPending ? (
          <LoadingFallback />
        ) : conversation.isError ? (
          <>
            <FormAlert message={t('chat.notFound')} />
            <button
              type="button"
              className="self-start text-sm font-medium text-brand-700 underline dark:text-brand-300"
              onClick={() => setParams({})}
            >
              {t('childChats.backToList')}
            </button>
          </>
        ) : (
          <>
            <h2 className="text-xl font-semibold">{conversation.data.title}</h2>
            <ConversationThread messages={conversation.data.messages} revealHistory revealLatest showFlags />
          </>
        )}
      </section>
    </div>
  );
}
