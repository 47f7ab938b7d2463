import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { startQuiz } from '../api/curriculum-api';

/** The topic's quiz: every skill asked, scored once on the server, reviewed question by question. */
export function QuizStart({ topicId, questions }: { topicId: string; questions: number }) {
  const { t } = useTranslation('curriculum');
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const attempt = await startQuiz(topicId, randomUuid());
      void navigate(`/education/tests/${attempt.attemptId}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic.internal'));
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="quiz-heading"
      className="flex flex-col items-start gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
    >
      <h2 id="quiz-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ListChecks className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        {t('quiz.title')}
      </h2>
      <p className="text-[var(--fg-muted)]">{t('quiz.lead', { count: questions })}</p>
      <Button onClick={() => void start()} disabled={busy}>
        {t('quiz.start')}
      </Button>
      <FormAlert message={error} />
    </section>
  );
}
