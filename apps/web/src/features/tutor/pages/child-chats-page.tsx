import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLinkedChildren } from '../../../lib/linked-children-query';
import { useChildConversation, useChildConversations } from '../api/child-chats-api';
import { ConversationLinkList } from '../components/conversation-link-list';
import { ConversationThread } from '../components/conversation-thread';

function ChildChats({ childId }: { childId: string }) {
  const { t } = useTranslation('homework');
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const children = useLinkedChildren();
  const list = useChildConversations(childId);
  const conversation = useChildConversation(childId, selected);
  const name = children.data?.children.find((c) => c.id === childId)?.username ?? '';
  useDocumentTitle(name ? t('childChats.title', { name }) : t('childChats.heading'));
  const summary = list.data?.conversations.find((c) => c.id === selected);

  if (list.isPending || children.isPending) return <LoadingFallback />;
  if (list.isError)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">{t('childChats.heading')}</h1>
        <FormAlert message={list.error.message} />
        <Link to="/children" className="font-medium text-brand-700 underline dark:text-brand-300">
          {t('childChats.back')}
        </Link>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[20rem_1fr]">
      <div className="flex flex-col gap-3">
        <Link to="/children" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-300">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('childChats.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('childChats.title', { name })}</h1>
        <p className="text-sm text-[var(--fg-muted)]">{t('childChats.intro', { name })}</p>
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

/** /children/:childId/chats: a parent reads what their linked child asked the tutor, flagged exchanges marked. */
export function ChildChatsPage() {
  const { childId = '' } = useParams();
  return <RequireSignIn>{() => <ChildChats childId={childId} />}</RequireSignIn>;
}
