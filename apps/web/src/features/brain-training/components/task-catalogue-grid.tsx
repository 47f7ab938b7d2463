import { useTranslation } from 'react-i18next';
import { cognitiveDomains, taskCatalogue, taskIds, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { TaskCard } from './task-card';

type TaskState = { id: TaskId; unlocked: boolean; level: number | null; attempts: number | null };

/** Every task, grouped by the domain it trains. */
export function TaskCatalogueGrid({ tasks }: { tasks: TaskState[] }) {
  const { t } = useTranslation('brainTraining');
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return (
    <div className="flex flex-col gap-8">
      {cognitiveDomains.map((domain) => (
        <section key={domain} aria-labelledby={`domain-${domain}`}>
          <h2 id={`domain-${domain}`} className="text-xl font-semibold">
            {t(`domains.${domain}.name`)}
          </h2>
          <p className="text-sm text-[var(--fg-muted)]">{t(`domains.${domain}.description`)}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {taskIds
              .filter((id) => taskCatalogue[id].domain === domain)
              .map((id) => {
                const task = byId.get(id) ?? { id, unlocked: false, level: null, attempts: null };
                return (
                  <li key={id}>
                    <TaskCard {...task} />
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
