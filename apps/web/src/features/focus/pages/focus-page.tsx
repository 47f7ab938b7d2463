import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { AmbientSoundCard } from '../components/ambient-sound-card';
import { FocusBreathingCard } from '../components/focus-breathing-card';
import { FocusTimerCard } from '../components/focus-timer-card';
import { SessionHistoryCard } from '../components/session-history-card';
import { useFocusTimer } from '../timer/use-focus-timer';
import { RequireSignIn } from '../../../components/require-sign-in';

function FocusTools({ userId }: { userId: string }) {
  const { t } = useTranslation('focus');
  const timer = useFocusTimer(userId);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
      </div>
      <FocusTimerCard timer={timer} />
      <AmbientSoundCard />
      <FocusBreathingCard />
      <SessionHistoryCard />
    </div>
  );
}

/** /focus-enhancement: focus timer with work/break cycles, ambient noise, a breathing pacer and session history. */
export function FocusPage() {
  const { t } = useTranslation('focus');
  useDocumentTitle(t('title'));
  return <RequireSignIn>{(me) => <FocusTools key={me.user.id} userId={me.user.id} />}</RequireSignIn>;
}
