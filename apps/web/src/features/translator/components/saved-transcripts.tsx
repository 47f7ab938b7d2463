import { Download, FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transcript } from '@brainboost/domain/schemas/translator';
import { ExportLink } from '../../../components/export-link';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { deleteTranscript, loadTranscript, useSavedTranscripts } from '../api/translator-api';
import { useTranscriptDownload } from './transcript-actions';
import { TranscriptTurns } from './transcript-turns';

/** The transcripts saved to the account: open one to read or export it, or delete it. */
export function SavedTranscripts() {
  const { t } = useTranslation('voiceTranslator');
  const saved = useSavedTranscripts();
  const formatDate = useFormatDate();
  const download = useTranscriptDownload();
  const [open, setOpen] = useState<Transcript | null>(null);
  const [error, setError] = useState<string | undefined>();
  const failed = (err: unknown) => setError(err instanceof ApiError ? err.message : t('errors:generic.internal'));

  if (saved.isPending) return <LoadingFallback />;
  if (saved.isError) return <FormAlert message={t('errors:generic.internal')} />;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={error} />
      {saved.data.transcripts.length === 0 ? (
        <p className="text-sm text-[var(--fg-muted)]">{t('saved.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('saved.title')}>
          {saved.data.transcripts.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-3"
            >
              <div>
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-[var(--fg-muted)]">
                  {t('saved.meta', { count: item.turnCount, date: formatDate(item.savedAt) })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('saved.openNamed', { title: item.title })}
                  onClick={() => loadTranscript(item.id).then(setOpen, failed)}
                >
                  <FolderOpen className="size-4" aria-hidden="true" />
                  {t('saved.open')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('saved.deleteNamed', { title: item.title })}
                  onClick={() =>
                    deleteTranscript(item.id).then(() => {
                      if (open?.id === item.id) setOpen(null);
                    }, failed)
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('saved.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <section aria-labelledby="open-transcript" className="flex flex-col gap-3 rounded-2xl border border-[var(--border)] p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="open-transcript" className="text-lg font-semibold">
              {open.title}
            </h2>
            <Button variant="secondary" size="sm" onClick={() => download(open.title, open.turns)}>
              <Download className="size-4" aria-hidden="true" />
              {t('conversation.export')}
            </Button>
          </div>
          <TranscriptTurns turns={open.turns} />
        </section>
      )}
      <ExportLink href="/api/translator/export" label={t('saved.exportAll')} />
    </div>
  );
}
