import { Crown, GraduationCap, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canTeach } from '@brainboost/domain/teacher-students/class-codes';
import { Button } from '../../components/ui/button';
import type { SessionState } from '../../stores/session-store';

/**
 * Spec header, right side. Signed in: a badge naming the subscriber's tier, else Upgrade; an avatar
 * with initials to the profile, the learner's dashboard, and for teachers their students. Signed out: Log In and Get Started.
 */
export function AccountActions({ session, stacked = false }: { session: SessionState; stacked?: boolean }) {
  const { t } = useTranslation('navbar');
  if (session.status === 'loading') return <span className="inline-block h-9 w-40" aria-hidden="true" />;
  if (session.status === 'signedOut') {
    return (
      <div className={stacked ? 'grid grid-cols-2 gap-2' : 'flex items-center gap-2'}>
        <Button variant={stacked ? 'secondary' : 'ghost'} asChild>
          <Link to="/login">{t('logIn')}</Link>
        </Button>
        <Button asChild>
          <Link to="/subscription">{t('getStarted')}</Link>
        </Button>
      </div>
    );
  }
  const { me } = session;
  const { tier } = me.entitlements;
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm" asChild>
        <Link to="/dashboard">
          <LayoutDashboard className="size-4" aria-hidden="true" />
          {/* Icon only where the header is tight; the name stays for screen readers. */}
          <span className={stacked ? undefined : 'sr-only xl:not-sr-only'}>{t('dashboard')}</span>
        </Link>
      </Button>
      {canTeach(me.access.access_type) && (
        <Button variant="ghost" size="sm" asChild>
          <Link to="/teacher-dashboard">
            <GraduationCap className="size-4" aria-hidden="true" />
            <span className={stacked ? undefined : 'sr-only xl:not-sr-only'}>{t('teacherDashboard')}</span>
          </Link>
        </Button>
      )}
      {tier !== 'free' ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <Crown className="size-4" aria-hidden="true" />
          {t(`tierBadge.${tier}`)}
        </span>
      ) : (
        <Button variant="gradient" size="sm" asChild>
          <Link to="/subscription">{t('upgrade')}</Link>
        </Button>
      )}
      <Link
        to="/profile"
        aria-label={t('profile', { name: me.profile.fullName ?? me.user.email })}
        className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white"
      >
        {me.profile.avatarUrl ? <img src={me.profile.avatarUrl} alt="" className="size-full object-cover" /> : me.profile.initials}
      </Link>
    </div>
  );
}
