import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { MathsEditorToggle } from './maths-editor-toggle';

type Props = {
  initialQuestion?: string;
  disabled: boolean;
  busy: boolean;
  gradeBand: GradeBand;
  onGradeBandChange: (band: GradeBand) => void;
  onAsk: (question: string) => Promise<boolean>;
};

/** The question box with the school level that shapes the explanation. */
export function QuestionForm({ initialQuestion = '', disabled, busy, gradeBand, onGradeBandChange, onAsk }: Props) {
  const { t } = useTranslation(['homework', 'diagrams']);
  const [question, setQuestion] = useState(initialQuestion);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return setError(t('errors:tutor.questionRequired'));
    setError(undefined);
    if (await onAsk(question.trim())) setQuestion('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <Field label={t('form.question')} error={error} hint={t('form.examples')}>
        {(props) => (
          <textarea
            {...props}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            maxLength={1000}
            rows={3}
            className="rounded-lg border border-[var(--border)] bg-[var(--card)] p-3 text-base"
          />
        )}
      </Field>
      <p className="-mt-1 text-sm text-[var(--fg-muted)]">{t('diagrams:hint')}</p>
      <MathsEditorToggle onInsert={(text) => setQuestion((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text))} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('form.gradeBand')}
          <select
            value={gradeBand}
            onChange={(e) => onGradeBandChange(e.target.value as GradeBand)}
            className="h-10 rounded-lg border border-[var(--border)] bg-[var(--card)] px-3"
          >
            {gradeBands.map((band) => (
              <option key={band} value={band}>
                {t(`gradeBands.${band}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={disabled || busy}>
          <Send className="size-4" aria-hidden="true" />
          {busy ? t('form.thinking') : t('form.ask')}
        </Button>
      </div>
    </form>
  );
}
