import { TrendingDown, TrendingUp, MoveRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaskProgress } from '@brainboost/domain/schemas/brain-training';
import { formatMeasure } from './format-measure';
import { PeerStanding } from './peer-standing';
import { ProgressChart } from './progress-chart';

const taskKey = (id: string) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const icons = { improving: TrendingUp, declining: TrendingDown, steady: MoveRight };

/** One task: its chart, personal best, latest result, trend and standing in the grade band. */
export function TaskProgressCard({ task, minimumPeers }: { task: TaskProgress; minimumPeers: number }) {
  const { t, i18n } = useTranslation('performance');
  const { t: tc } = useTranslation('cognitiveTasks');
  const locale = i18n.resolvedLanguage ?? 'en';
  const title = tc(`${taskKey(task.taskId)}.name`);
  const Icon = task.trend ? icons[task.trend.direction] : null;
  return (
    <section
      className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5"
      aria-labelledby={`progress-${task.taskId}`}
      data-testid={`progress-${task.taskId}`}
    >
      <h2 id={`progress-${task.taskId}`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-[var(--fg-muted)]">
        {tc(`measures.${task.primaryMeasure}`)} · {tc(task.higherIsBetter ? 'higherIsBetter' : 'lowerIsBetter')}
      </p>
      <dl className="my-3 grid grid-cols-3 gap-3">
        <div>
          <dt className="text-sm text-[var(--fg-muted)]">{t('best')}</dt>
          <dd className="text-xl font-bold" data-testid="personal-best">
            {formatMeasure(task.primaryMeasure, task.best, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-[var(--fg-muted)]">{t('latest')}</dt>
          <dd className="text-xl font-bold">{formatMeasure(task.primaryMeasure, task.latest, locale)}</dd>
        </div>
        <div>
          <dt className="text-sm text-[var(--fg-muted)]">{t('trend')}</dt>
          <dd className="flex items-center gap-1 font-semibold">
            {Icon && <Icon className="size-4" aria-hidden="true" />}
            {task.trend ? t(`trends.${task.trend.direction}`) : t('trends.tooFew')}
          </dd>
        </div>
      </dl>
      <PeerStanding standing={task.standing} minimumPeers={minimumPeers} />
      <ProgressChart task={task} title={title} />
    </section>
  );
}
