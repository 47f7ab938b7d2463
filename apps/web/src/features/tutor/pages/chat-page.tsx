import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConversation, useConversations } from '../api/tutor-api';
import { AskPanel } from '../components/ask-panel';
import { ConversationActions } from '../components/conversation-actions';
import { ConversationLinkList } from '../components/conversation-link-list';
import { RequireSignIn } from '../../../components/require-sign-in';

function Chat() {
  const { t } = useTranslation('homework');
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const list = useConversations();
  const conversation = useConversation(selected);
  const summary = list.data?.conversations.find((c) => c.id === selected);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[18rem_1fr]">
      <nav aria-label={t('chat.listLabel')} className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('chat.title')}</h1>
        <Link
          to="/chat"
          onClick={() => setParams({})}
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('chat.new')}
        </Link>
        {list.isPending ? (
          <LoadingFallback />
        ) : list.isError ? (
          <FormAlert message={t('errors:generic.internal')} />
        ) : list.data.conversations.length === 0 ? (
          <p className="text-sm text-[var(--fg-muted)]">{t('chat.empty')}</p>
        ) : (
          <ConversationLinkList conversations={list.data.conversations} selected={selected} />
        )}
        {list.data && <p className="text-xs text-[var(--fg-muted)]">{t('chat.retention', { days: list.data.retentionDays })}</p>}
      </nav>
      <section aria-label={summary?.title ?? t('chat.new')} className="flex flex-col gap-4">
        {selected && summary && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">{summary.title}</h2>
            <ConversationActions key={summary.id + summary.title} conversation={summary} onDeleted={() => setParams({})} />
          </div>
        )}
        {selected && conversation.isPending ? (
          <LoadingFallback />
        ) : selected && conversation.isError ? (
          <FormAlert message={t('chat.notFound')} />
        ) : (
          <AskPanel
            key={selected ?? 'new'}
            conversationId={selected}
            history={conversation.data?.messages ?? []}
            onConversation={(c) => c !== selected && setParams({ c }, { replace: true })}
          />
        )}
      </section>
    </div>
  );
}

/** /ai-chat and /chat: past conversations (continue, rename, delete) beside the current one. */
export function ChatPage() {
  const { t } = useTranslation('homework');
  useDocumentTitle(t('chat.title'));
  return (
    <RequireSignIn>
      <Chat />
    </RequireSignIn>
  );
}
