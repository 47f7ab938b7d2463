import {
  Activity,
  AudioLines,
  Brain,
  HeartHandshake,
  Languages,
  Layers,
  LineChart,
  MessageCircleQuestion,
  Timer,
  Trophy,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const areas = [
  { to: '/brain-training', key: 'brainTraining', Icon: Brain },
  { to: '/cognitive-training', key: 'programmes', Icon: Layers },
  { to: '/performance-tracking', key: 'performance', Icon: LineChart },
  { to: '/focus-enhancement', key: 'focus', Icon: Timer },
  { to: '/homework-help', key: 'homework', Icon: MessageCircleQuestion },
  { to: '/language-learning', key: 'languages', Icon: Languages },
  { to: '/realtime-voice-chat', key: 'voiceChat', Icon: AudioLines },
  { to: '/mental-wellness', key: 'wellness', Icon: HeartHandshake },
  { to: '/brain-health', key: 'brainHealth', Icon: Activity },
  { to: '/achievements', key: 'achievements', Icon: Trophy },
] as const;

/** Links into each area of the app. */
export function AreaLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-labelledby="areas-title">
      <h2 id="areas-title" className="mb-3 text-lg font-semibold">
        {t('areas.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {areas.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm hover:border-brand-600/50 hover:bg-[var(--bg-subtle)]"
            >
              <span className="h-fit rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{t(`areas.${key}.name`)}</span>
                <span className="block text-sm text-[var(--fg-muted)]">{t(`areas.${key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
