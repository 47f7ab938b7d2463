import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SaveState } from '../engine/use-attempt-saver';
import { AttemptResult } from './attempt-result';

/** After the real round: saving, the server's score, or why it could not be saved. */
export function AttemptOutcome({
  state,
  onRetry,
  onPlayAgain,
}: {
  state: SaveState;
  onRetry: () => void;
  onPlayAgain: (nextLevel: number | null) => void;
}) {
  const { t } = useTranslation('brainTraining');
  if (state.status === 'saving' || state.status === 'idle') {
    return (
      <p className="flex items-center gap-2" role="status">
        <Spinner /> {t('runner.saving')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert message={state.message ?? t('runner.saveFailed')} />
        <div className="flex gap-2">
          {state.message === null && <Button onClick={onRetry}>{t('runner.retrySave')}</Button>}
          <Button variant="secondary" onClick={() => onPlayAgain(null)}>
            {t('runner.playAgain')}
          </Button>
        </div>
      </div>
    );
  }
  const { attempt, nextLevel } = state.saved;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('runner.resultTitle')}</h2>
      <AttemptResult attempt={attempt} />
      {nextLevel !== null && attempt.level !== null && nextLevel !== attempt.level && (
        <p role="status">{t(nextLevel > attempt.level ? 'runner.levelUp' : 'runner.levelDown', { level: nextLevel })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onPlayAgain(nextLevel)}>{t('runner.playAgain')}</Button>
        <Button variant="secondary" asChild>
          <Link to="/brain-training">{t('runner.backToTraining')}</Link>
        </Button>
      </div>
    </div>
  );
}
