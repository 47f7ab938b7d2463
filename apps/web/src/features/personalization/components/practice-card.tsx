import { Dumbbell, PlayCircle, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Personalization } from '@brainboost/domain/schemas/personalization';
import { taskNameKey } from '../../../components/task-name-key';
import { SectionCard } from '../../../components/ui/section-card';

/** Practice for each weak spot: problems that open in homework help, ready to ask; tasks for weak areas. */
export function PracticeCard({ data }: { data: Personalization }) {
  const { t } = useTranslation(['personalization', 'brainTraining', 'homework', 'cognitiveTasks']);
  const { topics, domains } = data.practice;
  const band = data.gradeBand ?? 'middle';
  return (
    <SectionCard
      icon={<Dumbbell className="size-5" aria-hidden="true" />}
      title={t('practice.title')}
      description={t('practice.description')}
    >
      {!topics.length && !domains.length ? (
        <p className="text-sm text-[var(--fg-muted)]">{t('practice.none')}</p>
      ) : (
        <div className="flex flex-col gap-6" data-testid="practice">
          {topics.map(({ topic, problems }) => (
            <div key={topic} data-testid={`practice-topic-${topic}`}>
              <h3 className="font-semibold">{t(`topics.names.${topic}`)}</h3>
              <p className="mb-2 text-sm text-[var(--fg-muted)]">{t('practice.pitched', { band: t(`homework:gradeBands.${band}`) })}</p>
              <ol className="grid gap-2 sm:grid-cols-3">
                {problems.map(({ question }, k) => (
                  <li key={question}>
                    <Link
                      to={`/homework-help?q=${encodeURIComponent(question)}`}
                      className="flex h-full items-start gap-3 rounded-xl border border-[var(--border)] p-3 hover:border-brand-600/50 hover:bg-[var(--bg-subtle)]"
                      aria-label={t('practice.openProblem', { number: k + 1, question })}
                    >
                      <PenLine className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
                      <span className="min-w-0">
                        <span className="block font-mono text-sm break-words">{question}</span>
                        <span className="block text-xs text-[var(--fg-muted)]">{t('practice.open')}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ol>
            </div>
          ))}
          {domains.map(({ domain, taskIds }) => (
            <div key={domain} data-testid={`practice-domain-${domain}`}>
              <h3 className="mb-2 font-semibold">{t(`brainTraining:domains.${domain}.name`)}</h3>
              <ul className="grid gap-2 sm:grid-cols-2">
                {taskIds.map((taskId) => (
                  <li key={taskId}>
                    <Link
                      to={`/brain-training/${taskId}`}
                      className="flex items-center gap-3 rounded-xl border border-[var(--border)] p-3 hover:border-brand-600/50 hover:bg-[var(--bg-subtle)]"
                    >
                      <PlayCircle className="size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
                      <span className="font-medium">{t('practice.play', { task: t(taskNameKey(taskId)) })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
