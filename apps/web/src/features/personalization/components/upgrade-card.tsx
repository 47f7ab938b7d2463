import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** For plans without `personalization`: what the page would show, and the way to get it. */
export function UpgradeCard() {
  const { t } = useTranslation('personalization');
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-brand-600/40 bg-brand-50 p-6 dark:bg-brand-800/20"
      data-testid="personalization-upgrade"
      aria-labelledby="upgrade-title"
    >
      <h2 id="upgrade-title" className="text-xl font-semibold">
        {t('upgrade.title')}
      </h2>
      <p>{t('upgrade.body')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t('upgrade.points.strengths')}</li>
        <li>{t('upgrade.points.practice')}</li>
        <li>{t('upgrade.points.honest')}</li>
      </ul>
      <Button asChild className="w-fit">
        <Link to="/pricing">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('upgrade.button')}
        </Link>
      </Button>
    </section>
  );
}
