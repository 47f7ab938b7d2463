import { Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useUpgradePath } from './upgrade-path';

/** For learners whose plan leaves lessons closed: what is free, and the way to the rest (a child asks a parent). */
export function UpgradeNote() {
  const { t } = useTranslation('languageLearning');
  const upgrade = useUpgradePath();
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950/30"
      data-testid="languages-upgrade"
    >
      <div>
        <p className="font-semibold">{t('upgrade.title')}</p>
        <p className="text-sm">{upgrade.child ? t('upgrade.bodyChild') : t('upgrade.body')}</p>
      </div>
      <Button asChild className="shrink-0 whitespace-nowrap">
        <Link to={upgrade.to}>
          {upgrade.child ? <Users className="size-4" aria-hidden="true" /> : <Sparkles className="size-4" aria-hidden="true" />}
          {upgrade.child ? t('upgrade.askParent') : t('upgrade.button')}
        </Link>
      </Button>
    </div>
  );
}
