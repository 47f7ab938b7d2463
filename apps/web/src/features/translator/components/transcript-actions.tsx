import { Download, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptTurn } from '@brainboost/domain/schemas/translator';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { saveTranscript } from '../api/translator-api';
import { downloadText, transcriptFileName, transcriptText } from './transcript-text';

/** The plain-text export of a transcript with its labels in the interface language. */
export function useTranscriptDownload() {
  const { t } = useTranslation('voiceTranslator');
  return (title: string, turns: readonly TranscriptTurn[]) =>
    downloadText(
      transcriptText(turns, {
        title,
        speaker: (turn) => `${t(`conversation.person.${turn.speaker}`)} (${t(`languages.${turn.from}`)})`,
        engine: (turn) => t('engine.translatedBy', { engine: t(`engine.names.${turn.engine}`) }),
        language: (code) => t(`languages.${code}`),
      }),
      transcriptFileName(title),
    );
}

/** "Export as text" and "Save transcript" (with a title) for the conversation so far; nothing is kept unless saved. */
export function TranscriptActions({ turns }: { turns: readonly TranscriptTurn[] }) {
  const { t } = useTranslation('voiceTranslator');
  const id = useId();
  const download = useTranscriptDownload();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const effectiveTitle = title.trim() || t('conversation.defaultTitle');

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      await saveTranscript({ title: effectiveTitle, turns: [...turns] });
      setMessage({ tone: 'success', text: t('conversation.saved') });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof ApiError ? err.message : t('errors:generic.internal') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('conversation.titleLabel')}
        </label>
        <Input
          id={id}
          value={title}
          maxLength={120}
          placeholder={t('conversation.defaultTitle')}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving || !turns.length}>
          <Save className="size-4" aria-hidden="true" />
          {t('conversation.save')}
        </Button>
        <Button variant="secondary" disabled={!turns.length} onClick={() => download(effectiveTitle, turns)}>
          <Download className="size-4" aria-hidden="true" />
          {t('conversation.export')}
        </Button>
      </div>
      <p className="text-sm text-[var(--fg-muted)]">{t('conversation.privacy')}</p>
      {message && <FormAlert tone={message.tone} message={message.text} />}
    </form>
  );
}
