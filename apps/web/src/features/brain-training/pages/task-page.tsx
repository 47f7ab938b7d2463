import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isTaskId, taskCatalogue, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTrainingOverview } from '../api/brain-training-api';
import { BoardTaskRunner } from '../engine/board-task-runner';
import { SpanTaskRunner } from '../engine/span-task-runner';
import { TimedTaskRunner } from '../engine/timed-task-runner';
import { taskKey } from '../components/task-key';
import { UpgradeNote } from '../components/upgrade-note';
import { boardRounds } from '../tasks/board-rounds';
import { timedTasks } from '../tasks/timed-tasks';
import { RequireSignIn } from '../../../components/require-sign-in';

function TaskRunner({ taskId }: { taskId: TaskId }) {
  const { t } = useTranslation('brainTraining');
  const overview = useTrainingOverview();
  if (overview.isPending) return <LoadingFallback />;
  if (overview.isError) return <FormAlert message={t('errors:generic.internal')} />;
  const state = overview.data.tasks.find((task) => task.id === taskId)!;
  if (!state.unlocked) {
    return (
      <div className="flex flex-col gap-4" data-testid="task-locked">
        <p>{t('locked.body')}</p>
        <UpgradeNote changesAt={overview.data.freeTasksChangeAt} />
      </div>
    );
  }
  const timed = timedTasks[taskId];
  if (timed) return <TimedTaskRunner key={taskId} task={timed} initialLevel={state.level} />;
  const board = boardRounds[taskId];
  if (board) return <BoardTaskRunner key={taskId} taskId={taskId} round={board} initialLevel={state.level} />;
  return <SpanTaskRunner key={taskId} taskId={taskId as 'corsi'} initialLevel={state.level ?? taskCatalogue[taskId].levels!.min} />;
}

/** /brain-training/:taskId — one task: instructions, practice, the real round, the score. */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const { t } = useTranslation('cognitiveTasks');
  const { t: tb } = useTranslation('brainTraining');
  const known = isTaskId(taskId);
  useDocumentTitle(known ? t(`${taskKey(taskId)}.name`) : tb('unknownTask'));
  return (
    <RequireSignIn>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-10">
        <Link to="/brain-training" className="flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-200">
          <ArrowLeft className="size-4" aria-hidden="true" /> {tb('runner.backToTraining')}
        </Link>
        {known ? (
          <>
            <div>
              <h1 className="text-3xl font-bold tracking-tight">{t(`${taskKey(taskId)}.name`)}</h1>
              <p className="mt-1 text-[var(--fg-muted)]">
                {tb(`domains.${taskCatalogue[taskId].domain}.name`)} · {t(`${taskKey(taskId)}.measures`)}
              </p>
            </div>
            <TaskRunner taskId={taskId} />
          </>
        ) : (
          <p>{tb('unknownTask')}</p>
        )}
      </div>
    </RequireSignIn>
  );
}
