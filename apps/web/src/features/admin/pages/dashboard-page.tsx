import { BarChart3, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAdminStats } from '../api/admin-stats';
import { useAdmin } from '../components/admin-guard';
import { RequestReview } from '../components/request-review';
import { RoleChangesList } from '../components/role-changes-list';
import { RoleManagement } from '../components/role-management';
import { SignupsChart } from '../components/signups-chart';
import { StatsOverview } from '../components/stats-overview';

/** /admin and /admin/dashboard: who uses the app, sign-ups, beta requests and roles; `notices` (alerts from other areas) first. */
export function DashboardPage({ notices }: { notices?: ReactNode }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const { me } = useAdmin();
  const stats = useAdminStats();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('dashboard.lead')}</p>
      </div>
      {notices}
      {stats.isPending && <LoadingFallback />}
      {stats.isError && <p role="alert">{stats.error.message}</p>}
      {stats.data && (
        <>
          <StatsOverview stats={stats.data} />
          <SectionCard icon={<BarChart3 className="size-5" aria-hidden="true" />} title={t('signups.title')}>
            <SignupsChart days={stats.data.signupsPerDay} />
          </SectionCard>
        </>
      )}
      <div id="vip-requests" className="scroll-mt-20">
        <SectionCard icon={<Sparkles className="size-5" aria-hidden="true" />} title={t('vip.title')} description={t('vip.description')}>
          <RequestReview kind="vip_beta" />
        </SectionCard>
      </div>
      <RoleManagement me={me} />
      <RoleChangesList />
    </div>
  );
}
