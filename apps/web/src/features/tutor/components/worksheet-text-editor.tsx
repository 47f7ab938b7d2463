import { RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

type Props = { text: string; locked: boolean; startOpen: boolean; onSubmit: (text: string) => Promise<string | null> };

/** The whole text as read; the learner can rewrite it and have the problems found again. */
export function WorksheetTextEditor({ text, locked, startOpen, onSubmit }: Props) {
  const { t } = useTranslation('worksheet');
  const [editing, setEditing] = useState(startOpen);
  const [draft, setDraft] = useState(text);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return setError(t('errors:worksheet.textRequired'));
    setSaving(true);
    const failure = await onSubmit(draft.trim());
    setSaving(false);
    if (failure) return setError(failure);
    setError(undefined);
    setEditing(false);
  };
  if (!editing) {
    return (
      <details className="rounded-lg border border-[var(--border)] p-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('result.readText')}</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-[var(--fg-muted)]">{text}</pre>
        <Button variant="secondary" size="sm" className="mt-2" disabled={locked} onClick={() => (setDraft(text), setEditing(true))}>
          {t('text.edit')}
        </Button>
      </details>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 rounded-lg border border-[var(--border)] p-3" noValidate>
      <Field label={t('text.label')} error={error} hint={t('text.hint')}>
        {(props) => (
          <textarea
            {...props}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={20_000}
            rows={8}
            className="rounded-lg border border-[var(--border)] bg-[var(--card)] p-3 font-mono text-sm"
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving || locked}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('text.redetect')}
        </Button>
        {!startOpen && (
          <Button variant="ghost" size="sm" onClick={() => (setEditing(false), setError(undefined))}>
            {t('problem.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
