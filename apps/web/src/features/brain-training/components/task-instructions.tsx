import { useTranslation } from 'react-i18next';
import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { Button } from '../../../components/ui/button';
import { taskKey } from './task-key';

/** What to do, which keys to use, and the button to start the practice round. */
export function TaskInstructions({
  taskId,
  level,
  keys,
  onStart,
}: {
  taskId: TaskId;
  level: number | null;
  keys: { hint: string; label: string }[];
  onStart: () => void;
}) {
  const { t } = useTranslation('cognitiveTasks');
  const { t: tb } = useTranslation('brainTraining');
  const key = taskKey(taskId);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg">{t(`${key}.instructions`, { n: level ?? 1 })}</p>
      {keys.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={tb('runner.keysLabel')}>
          {keys.map((k) => (
            <li key={k.label} className="rounded-lg border border-[var(--border)] px-3 py-1">
              <kbd className="font-mono font-semibold">{k.hint}</kbd> — {k.label}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-[var(--fg-muted)]">{tb('runner.practiceNote')}</p>
      <div>
        <Button onClick={onStart}>{tb('runner.startPractice')}</Button>
      </div>
    </div>
  );
}
