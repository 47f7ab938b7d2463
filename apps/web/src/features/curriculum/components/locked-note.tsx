import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../stores/session-store';

/**
 * Why something is closed and the way on: visitors sign in; a child asks a parent (children never
 * see prices or a way to pay); an adult sees the plans.
 */
export function LockedNote({ what, returnTo }: { what: 'topic' | 'tests' | 'guides'; returnTo: string }) {
  const { t } = useTranslation('curriculum');
  const session = useSession();
  const link = 'font-medium text-brand-700 underline dark:text-brand-300';
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-[var(--border)] bg-[var(--bg-subtle)] p-4">
      <Lock className="mt-0.5 size-5 shrink-0 text-[var(--fg-muted)]" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {session.status !== 'signedIn' ? (
          <p>
            {t(`locked.${what}.visitor`)}{' '}
            <Link className={link} to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
              {t('locked.signIn')}
            </Link>
          </p>
        ) : session.me.user.isChild ? (
          <p>{t(`locked.${what}.child`)}</p>
        ) : (
          <p>
            {t(`locked.${what}.adult`)}{' '}
            <Link className={link} to="/pricing">
              {t('locked.plans')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
