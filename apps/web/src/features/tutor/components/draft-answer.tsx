import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

/**
 * A model's answer while it is being written. The words are not announced one by one: a polite
 * live region says once that the tutor is writing, and the checked answer replaces this when done.
 */
export function DraftAnswer({ question, text }: { question: string; text: string }) {
  const { t } = useTranslation('homework');
  return (
    <div className="flex flex-col gap-4" data-testid="draft-answer">
      <p className="self-end max-w-[85%] rounded-2xl bg-brand-600 px-4 py-2 whitespace-pre-wrap text-white">{question}</p>
      <div className="rounded-2xl border border-dashed border-[var(--border)] bg-[var(--card)] p-4" aria-busy="true">
        <p className="mb-2 flex items-center gap-2 text-sm font-medium text-[var(--fg-muted)]" role="status" aria-live="polite">
          <Spinner className="size-4" />
          {text ? t('draft.writing') : t('draft.waiting')}
        </p>
        {text && <p className="whitespace-pre-wrap">{text}</p>}
        {text && <p className="mt-2 text-xs text-[var(--fg-muted)]">{t('draft.note')}</p>}
      </div>
    </div>
  );
}
