import { accessTypes, tiers } from '@brainboost/domain/billing/entitlements';
import type { AdminStats } from '@brainboost/domain/schemas/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';

function Figure({ label, value, children }: { label: string; value: number; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
      <dt className="text-sm text-[var(--fg-muted)]">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value.toLocaleString()}</dd>
      {children && <dd>{children}</dd>}
    </div>
  );
}

function Breakdown({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  const total = rows.reduce((sum, r) => sum + r.value, 0) || 1;
  return (
    <SectionCard title={title}>
      <dl className="flex flex-col gap-3">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-2 text-sm">
            <dt>{row.label}</dt>
            <dd className="text-right font-semibold tabular-nums">{row.value.toLocaleString()}</dd>
            <dd className="col-span-2 mt-1 h-2 rounded-full bg-[var(--bg-subtle)]" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(row.value / total) * 100}%` }} />
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** Totals, users by role and by plan, and the requests waiting for a decision. */
export function StatsOverview({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label={t('stats.totalUsers')} value={stats.totalUsers} />
        <Figure label={t('stats.pendingVip')} value={stats.pendingRequests.vipBeta}>
          <a
            href="#vip-requests"
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
          >
            {t('stats.reviewVip')}
          </a>
        </Figure>
        <Figure label={t('stats.pendingTeacher')} value={stats.pendingRequests.teacher}>
          <Link
            to="/admin/teacher-verification"
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
          >
            {t('stats.reviewTeacher')}
          </Link>
        </Figure>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown title={t('stats.byRole')} rows={accessTypes.map((r) => ({ label: t(`roles.${r}`), value: stats.byRole[r] }))} />
        <Breakdown title={t('stats.byTier')} rows={tiers.map((tier) => ({ label: t(`tiers.${tier}`), value: stats.byTier[tier] }))} />
      </div>
    </>
  );
}
