import { Brain, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A learner with no tutor questions and no training results: what to do first, and how much is needed. */
export function EmptyState({ questions, results }: { questions: number; results: number }) {
  const { t } = useTranslation('personalization');
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-dashed border-[var(--border)] bg-[var(--card)] p-8 text-center"
      data-testid="personalization-empty"
      aria-labelledby="empty-title"
    >
      <h2 id="empty-title" className="text-xl font-semibold">
        {t('empty.title')}
      </h2>
      <p className="mx-auto max-w-xl text-[var(--fg-muted)]">{t('empty.body', { questions, results })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/homework-help">
            <MessageCircleQuestion className="size-4" aria-hidden="true" />
            {t('empty.homework')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/brain-training">
            <Brain className="size-4" aria-hidden="true" />
            {t('empty.training')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
