import { CheckCircle2, Pencil, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { WorksheetProblem } from '@brainboost/domain/schemas/worksheet';
import { maxProblemLength } from '@brainboost/domain/worksheet/worksheet-problems';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { TutorAnswerView } from './tutor-answer-view';

type Props = {
  problem: WorksheetProblem;
  gradeBand: GradeBand;
  /** The worksheet is busy (being solved): no edits or new solves until it is done. */
  locked: boolean;
  onCorrect: (text: string) => Promise<string | null>;
  onSolve: () => void;
};

/** One problem as read: the learner corrects it if it was misread, then has the tutor solve it. */
export function WorksheetProblemCard({ problem, gradeBand, locked, onCorrect, onSolve }: Props) {
  const { t } = useTranslation('worksheet');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(problem.text);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const title = t('problem.label', { label: problem.label });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return setError(t('errors:worksheet.problemRequired'));
    setSaving(true);
    const failure = await onCorrect(draft.trim());
    setSaving(false);
    if (failure) return setError(failure);
    setError(undefined);
    setEditing(false);
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-[var(--fg-muted)]">{title}</h3>
          {!editing && <p className="mt-1 text-lg break-words">{problem.text}</p>}
          {!editing && problem.text !== problem.recognisedText && (
            <p className="mt-1 text-xs text-[var(--fg-muted)]">{t('problem.corrected', { original: problem.recognisedText })}</p>
          )}
        </div>
        {!editing && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={locked}
              onClick={() => (setDraft(problem.text), setEditing(true))}
              aria-label={t('problem.editNamed', { label: problem.label })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('problem.edit')}
            </Button>
            {problem.status !== 'solved' && (
              <Button size="sm" disabled={locked} onClick={onSolve} aria-label={t('problem.solveNamed', { label: problem.label })}>
                <Sparkles className="size-4" aria-hidden="true" />
                {t('problem.solve')}
              </Button>
            )}
          </div>
        )}
      </div>
      {editing && (
        <form onSubmit={(e) => void save(e)} className="flex flex-col gap-3" noValidate>
          <Field label={t('problem.editLabel', { label: problem.label })} error={error}>
            {(props) => (
              <textarea
                {...props}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                maxLength={maxProblemLength}
                rows={2}
                className="rounded-lg border border-[var(--border)] bg-[var(--card)] p-3 text-base"
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {t('problem.save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => (setEditing(false), setError(undefined))}>
              {t('problem.cancel')}
            </Button>
          </div>
        </form>
      )}
      {problem.status === 'queued' && (
        <p className="flex items-center gap-2 text-sm text-[var(--fg-muted)]">
          <Spinner className="size-4" />
          {t('problem.queued')}
        </p>
      )}
      {problem.status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('errors:tutor.couldNotProcess')}
        </p>
      )}
      {problem.status === 'solved' && problem.answer && (
        <section aria-label={t('problem.solutionFor', { label: problem.label })} className="border-t border-[var(--border)] pt-3">
          <p className="mb-2 flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('problem.solved')}
          </p>
          <TutorAnswerView answer={problem.answer} gradeBand={gradeBand} />
        </section>
      )}
    </li>
  );
}
