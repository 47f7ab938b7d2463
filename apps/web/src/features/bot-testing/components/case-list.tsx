import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestCase } from '@brainboost/domain/schemas/bot-testing';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useAddStarterCases, useDeleteTestCase } from '../api/test-cases';
import { CaseForm } from './case-form';
import { ExpectationLabel } from './expectation-label';

/** The suite: each case with edit and delete, the form to add one, and the starter cases on request. */
export function CaseList({ cases }: { cases: TestCase[] }) {
  const { t } = useTranslation('botTesting');
  const [editing, setEditing] = useState<TestCase | null>(null);
  const [formKey, setFormKey] = useState(0);
  const remove = useDeleteTestCase();
  const starter = useAddStarterCases();
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <div className="flex flex-col gap-6">
      {cases.length === 0 ? (
        <p className="text-[var(--fg-muted)]">{t('cases.empty')}</p>
      ) : (
        <ul className="divide-y divide-[var(--border)]" aria-label={t('cases.listLabel')}>
          {cases.map((c) => (
            <li key={c.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{c.prompt}</p>
                <p className="text-sm text-[var(--fg-muted)]">
                  {t(`gradeBand.${c.gradeBand}`)} · {t(`subject.${c.subject}`)} · <ExpectationLabel expectation={c.expectation} />
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button variant="ghost" size="sm" aria-label={t('cases.edit', { prompt: c.prompt })} onClick={() => setEditing(c)}>
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('cases.delete', { prompt: c.prompt })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(c.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {remove.error && <FormAlert message={remove.error.message} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={starter.isPending} onClick={() => starter.mutate()}>
          {t('cases.addStarter')}
        </Button>
        <span className="text-sm text-[var(--fg-muted)]">
          {starter.data ? t('cases.starterAdded', { count: starter.data.length }) : t('cases.starterHint')}
        </span>
      </div>
      {starter.error && <FormAlert message={starter.error.message} />}
      <div className="rounded-xl border border-[var(--border)] p-4">
        <h3 className="mb-3 font-semibold">{editing ? t('form.editTitle') : t('form.addTitle')}</h3>
        <CaseForm key={editing?.id ?? `new-${formKey}`} editing={editing} onDone={done} />
      </div>
    </div>
  );
}
