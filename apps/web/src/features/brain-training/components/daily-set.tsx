import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TrainingOverview } from '@brainboost/domain/schemas/brain-training';
import { SectionCard } from '../../../components/ui/section-card';
import { taskKey } from './task-key';

/** Today's set: tasks from the learner's weakest (or untried) domains. */
export function DailySet({ overview }: { overview: TrainingOverview }) {
  const { t } = useTranslation('brainTraining');
  const { t: tc } = useTranslation('cognitiveTasks');
  const domainOf = (id: string) => overview.tasks.find((task) => task.id === id)!.domain;
  // The domains the set actually draws on (locked tasks can keep a free learner's weakest domain out of it).
  const chosen = [...new Set(overview.dailySet.map(domainOf))];
  const untried = chosen.every((domain) => !overview.domains.find((d) => d.domain === domain)?.trained);
  const names = chosen.map((domain) => t(`domains.${domain}.name`));
  return (
    <SectionCard
      icon={<CalendarCheck className="size-5" aria-hidden="true" />}
      title={t('daily.title')}
      description={t(untried ? 'daily.firstTime' : 'daily.basedOn', { domains: names.join(', ') })}
    >
      <ol className="flex flex-col gap-2" data-testid="daily-set">
        {overview.dailySet.map((id, i) => (
          <li key={id}>
            <Link to={`/brain-training/${id}`} className="flex items-center gap-3 rounded-lg p-2 hover:bg-[var(--bg-subtle)]">
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <span className="font-medium">{tc(`${taskKey(id)}.name`)}</span>
              <span className="text-sm text-[var(--fg-muted)]">{t(`domains.${domainOf(id)}.name`)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
