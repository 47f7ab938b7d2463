import { BookOpen, Languages, MessagesSquare, Sparkles, Users, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../stores/session-store';

const features = [
  { key: 'translate', Icon: Languages },
  { key: 'conversation', Icon: MessagesSquare },
  { key: 'listen', Icon: Volume2 },
  { key: 'phrasebook', Icon: BookOpen },
] as const;

/**
 * For plans without voice_translation: what the translator does, and the way to it. The plans page
 * offers a child "Ask a parent" instead of a price, so a child's button says so and shows none.
 */
export function TranslatorUpgrade() {
  const { t } = useTranslation('translatorFeature');
  const session = useSession();
  const child = session.status === 'signedIn' && session.me.user.isChild;
  return (
    <section
      aria-labelledby="translator-upgrade-title"
      className="flex flex-col gap-6 rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950/30"
      data-testid="translator-upgrade"
    >
      <div>
        <h2 id="translator-upgrade-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1">{t('lead')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {features.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
            <div>
              <p className="font-medium">{t(`features.${key}.title`)}</p>
              <p className="text-sm">{t(`features.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{child ? t('bodyChild') : t('body')}</p>
        <Button asChild className="shrink-0 whitespace-nowrap">
          <Link to="/pricing">
            {child ? <Users className="size-4" aria-hidden="true" /> : <Sparkles className="size-4" aria-hidden="true" />}
            {child ? t('askParent') : t('button')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
