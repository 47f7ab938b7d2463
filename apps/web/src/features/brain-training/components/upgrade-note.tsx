import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** For free users: which tasks are free today, when that changes, and the way to unlock all. */
export function UpgradeNote({ changesAt }: { changesAt: string }) {
  const { t, i18n } = useTranslation('brainTraining');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { timeStyle: 'short' }).format(new Date(changesAt));
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-brand-600/40 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:bg-brand-800/20"
      data-testid="upgrade-note"
    >
      <p>{t('upgrade.body', { time })}</p>
      <Button asChild className="shrink-0 whitespace-nowrap">
        <Link to="/pricing">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('upgrade.button')}
        </Link>
      </Button>
    </div>
  );
}
