import { useTranslation } from 'react-i18next';

/** Trial count of the running round, and practice feedback. */
export function RoundProgress({
  done,
  total,
  practice,
  message,
}: {
  done: number;
  total: number;
  practice: boolean;
  message: string | null;
}) {
  const { t } = useTranslation('brainTraining');
  return (
    <div className="flex items-center justify-between text-sm">
      <span>
        {t(practice ? 'runner.practiceRound' : 'runner.realRound')} · {t('runner.progress', { done, total })}
      </span>
      <span role="status" aria-live="polite" className="font-semibold">
        {message ? t(`runner.feedback.${message}`) : ''}
      </span>
    </div>
  );
}
