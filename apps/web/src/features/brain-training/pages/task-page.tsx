import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isTaskId, taskCatalogue, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTrainingOverview } from '../api/brain-training-api';
import { BoardTaskRunner } from '../engine/board-task-runner';
import { LociRunner } from '../engine/loci-runner';
import { SpacedRecallRunner } from '../engine/spaced-recall-runner';
import { levelFromQuery } from '../engine/level-param';
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
  const [params] = useSearchParams();
  const requested = levelFromQuery(taskId, params.get('level'));
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
  // A programme session links here with the level it plans (?level=N); a level the task does not have is ignored, and said so.
  const level = requested.kind === 'valid' ? requested.level : state.level;
  const note =
    requested.kind === 'valid' ? (
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm dark:bg-brand-800/30" data-testid="level-note">
        {t('levelParam.applied', { level: requested.level })}
      </p>
    ) : requested.kind === 'invalid' ? (
      <p
        role="status"
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
        data-testid="level-note"
      >
        {t('levelParam.ignored', { level: requested.raw })}
      </p>
    ) : null;
  // Remounted only when the requested level changes, not when the saved result moves the learner's own level.
  const runKey = `${taskId}-${requested.kind === 'valid' ? requested.level : 'own'}`;
  const runner = (() => {
    const timed = timedTasks[taskId];
    if (timed) return <TimedTaskRunner key={runKey} task={timed} initialLevel={level} />;
    const board = boardRounds[taskId];
    if (board) return <BoardTaskRunner key={runKey} taskId={taskId} round={board} initialLevel={level} />;
    if (taskId === 'method-of-loci') return <LociRunner key={runKey} initialLevel={level ?? taskCatalogue[taskId].levels!.min} />;
    if (taskId === 'spaced-recall') return <SpacedRecallRunner />;
    return <SpanTaskRunner key={runKey} taskId={taskId as 'corsi'} initialLevel={level ?? taskCatalogue[taskId].levels!.min} />;
  })();
  return (
    <>
      {note}
      {runner}
    </>
  );
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
