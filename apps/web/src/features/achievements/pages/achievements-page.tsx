import { Flame, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExportLink } from '../../../components/export-link';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAchievements } from '../api/achievements-api';
import { BadgeCard } from '../components/badge-card';
import { RequireSignIn } from '../../../components/require-sign-in';

function Achievements() {
  const { t } = useTranslation('achievements');
  const query = useAchievements();
  if (query.isPending) return <LoadingFallback />;
  if (query.isError) return <FormAlert message={t('errors:generic.internal')} />;
  const earned = query.data.badges.filter((b) => b.earnedAt !== null);
  const locked = query.data.badges.filter((b) => b.earnedAt === null);
  return (
    <>
      <SectionCard icon={<Flame className="size-5" aria-hidden="true" />} title={t('streak.title')} description={t('streak.description')}>
        <dl className="grid grid-cols-2 gap-3" data-testid="streaks">
          <div className="rounded-xl bg-[var(--bg-subtle)] p-3">
            <dt className="text-sm text-[var(--fg-muted)]">{t('streak.current')}</dt>
            <dd className="text-2xl font-semibold">{t('streak.days', { count: query.data.streak.current })}</dd>
          </div>
          <div className="rounded-xl bg-[var(--bg-subtle)] p-3">
            <dt className="text-sm text-[var(--fg-muted)]">{t('streak.longest')}</dt>
            <dd className="text-2xl font-semibold">{t('streak.days', { count: query.data.streak.longest })}</dd>
          </div>
        </dl>
      </SectionCard>
      <SectionCard
        icon={<Trophy className="size-5" aria-hidden="true" />}
        title={t('earned.title', { count: earned.length, total: query.data.badges.length })}
      >
        {earned.length === 0 ? (
          <p className="text-[var(--fg-muted)]">{t('earned.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('earned.label')}>
            {earned.map((b) => (
              <BadgeCard key={b.id} badge={b} />
            ))}
          </ul>
        )}
        <ExportLink href="/api/achievements/export" label={t('download')} />
      </SectionCard>
      {locked.length > 0 && (
        <SectionCard title={t('locked.title')} description={t('locked.description')}>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('locked.label')}>
            {locked.map((b) => (
              <BadgeCard key={b.id} badge={b} />
            ))}
          </ul>
        </SectionCard>
      )}
    </>
  );
}

/** /achievements: badges earned from real activity, with the rule of each, and day streaks. */
export function AchievementsPage() {
  const { t } = useTranslation('achievements');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
        </div>
        <Achievements />
      </div>
    </RequireSignIn>
  );
}
