import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '@brainboost/domain/schemas/tutor';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { deleteConversation, refreshTutor, renameConversation } from '../api/tutor-api';

/** Rename or delete a conversation (deleting asks once, then removes every message). */
export function ConversationActions({ conversation, onDeleted }: { conversation: ConversationSummary; onDeleted: () => void }) {
  const { t } = useTranslation('homework');
  const [mode, setMode] = useState<'idle' | 'rename' | 'confirmDelete'>('idle');
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string>();
  const fail = (err: unknown) =>
    setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await renameConversation(conversation.id, title);
      setMode('idle');
      setError(undefined);
      await refreshTutor();
    } catch (err) {
      fail(err);
    }
  };
  const remove = async () => {
    try {
      await deleteConversation(conversation.id);
      await refreshTutor();
      onDeleted();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {mode === 'rename' ? (
        <form onSubmit={(e) => void rename(e)} className="flex flex-wrap gap-2">
          <Input
            aria-label={t('chat.newName')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={120}
            className="max-w-xs"
          />
          <Button type="submit" size="sm">
            {t('chat.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('idle')}>
            {t('chat.cancel')}
          </Button>
        </form>
      ) : mode === 'confirmDelete' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('chat.confirmDelete')}</span>
          <Button size="sm" variant="danger" onClick={() => void remove()}>
            {t('chat.delete')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('idle')}>
            {t('chat.cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setMode('rename')}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('chat.rename')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMode('confirmDelete')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('chat.delete')}
          </Button>
        </div>
      )}
      <FormAlert message={error} />
    </div>
  );
}
