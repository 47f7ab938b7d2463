import { useTranslation } from 'react-i18next';
import type { BaselineState } from '@brainboost/domain/schemas/programmes';
import { taskNameKey } from './task-name-key';

type Entries = NonNullable<BaselineState['profile']>['entries'];

/**
 * A baseline's domain profile: one bar per domain with the task played and its performance index.
 * Shown on /cognitive-training and /dashboard; it describes task performance only.
 */
export function DomainProfile({ entries }: { entries: Entries }) {
  const { t } = useTranslation(['programmes', 'brainTraining', 'cognitiveTasks']);
  return (
    <ul className="flex flex-col gap-3" data-testid="domain-profile">
      {entries.map((entry) => {
        const domain = t(`brainTraining:domains.${entry.domain}.name`);
        return (
          <li key={entry.domain} className="grid grid-cols-[7rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[9rem_1fr_auto]">
            <span>
              <span className="block font-medium">{domain}</span>
              <span className="block text-xs text-[var(--fg-muted)]">
                {entry.taskId ? t(taskNameKey(entry.taskId)) : t('programmes:profile.notAssessed')}
              </span>
            </span>
            <span
              role="meter"
              aria-label={t('programmes:profile.label', { domain })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={entry.performanceIndex ?? 0}
              className="h-3 overflow-hidden rounded-full bg-[var(--bg-subtle)]"
            >
              <span
                className="block h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-600"
                style={{ width: `${entry.performanceIndex ?? 0}%` }}
              />
            </span>
            <span className="w-16 text-right font-semibold tabular-nums">
              {entry.performanceIndex === null ? '–' : t('programmes:profile.index', { value: entry.performanceIndex })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
