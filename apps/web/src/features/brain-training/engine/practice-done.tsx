import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Between the practice round and the real one: start for real, or practise again. */
export function PracticeDone({ onStart, onPracticeAgain }: { onStart: () => void; onPracticeAgain: () => void }) {
  const { t } = useTranslation('brainTraining');
  return (
    <div className="flex flex-col gap-3">
      <p>{t('runner.practiceDone')}</p>
      <div className="flex gap-2">
        <Button onClick={onStart}>{t('runner.startReal')}</Button>
        <Button variant="secondary" onClick={onPracticeAgain}>
          {t('runner.practiceAgain')}
        </Button>
      </div>
    </div>
  );
}
