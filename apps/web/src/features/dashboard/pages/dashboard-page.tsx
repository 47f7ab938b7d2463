import { useTranslation } from 'react-i18next';
import type { Me } from '@brainboost/domain/schemas/me';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../components/use-format-date';
import { useDashboard } from '../api/dashboard-api';
import { AreaLinks } from '../components/area-links';
import { BaselineCard } from '../components/baseline-card';
import { CurriculumCard } from '../components/curriculum-card';
import { LanguageCard } from '../components/language-card';
import { RecentResults } from '../components/recent-results';
import { StreakCard } from '../components/streak-card';
import { TodayPlan } from '../components/today-plan';

function Home({ me }: { me: Me }) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const query = useDashboard();
  const name = me.profile.fullName ?? me.user.name ?? me.user.email;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-6 py-10">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
          {formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('greeting', { name })}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('lead')}</p>
      </header>
      {query.isPending ? (
        <LoadingFallback />
      ) : query.isError ? (
        <FormAlert message={t('errors:generic.internal')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <TodayPlan plan={query.data.plan} personalization={query.data.personalization} />
            <RecentResults recent={query.data.recent} />
          </div>
          <div className="flex flex-col gap-6">
            <StreakCard streak={query.data.streak} />
            <CurriculumCard curriculum={query.data.curriculum} />
            <LanguageCard languages={query.data.languages} />
            <BaselineCard baseline={query.data.baseline} />
          </div>
        </div>
      )}
      <AreaLinks />
      <p className="text-sm text-[var(--fg-muted)]">{t('claims')}</p>
    </div>
  );
}

/** /dashboard: the signed-in learner's home. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  return <RequireSignIn>{(me) => <Home me={me} />}</RequireSignIn>;
}
