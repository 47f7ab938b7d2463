import { Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** For plans without `advanced_ai`: what voice chat does and the way to it (a child asks a parent, never pays). */
export function VoiceChatUpgrade({ child }: { child: boolean }) {
  const { t } = useTranslation('voiceChat');
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950/30"
      data-testid="voice-chat-upgrade"
    >
      <div>
        <p className="font-semibold">{t('upgrade.title')}</p>
        <p className="text-sm">{child ? t('upgrade.bodyChild') : t('upgrade.body')}</p>
      </div>
      <Button asChild className="shrink-0 whitespace-nowrap">
        <Link to="/pricing">
          {child ? <Users className="size-4" aria-hidden="true" /> : <Sparkles className="size-4" aria-hidden="true" />}
          {child ? t('upgrade.askParent') : t('upgrade.button')}
        </Link>
      </Button>
    </div>
  );
}
