import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export function PassBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('botTesting');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        passed
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
          : 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
      )}
    >
      {passed ? t('result.pass') : t('result.fail')}
    </span>
  );
}
