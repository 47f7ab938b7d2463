import { CalendarCheck, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ExportLink } from '../../../components/export-link';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useHealthLogWeek, type AgeGroup } from '../api/brain-health-api';
import { HealthGuide } from '../components/health-guide';
import { HealthLogForm } from '../components/health-log-form';
import { HealthLogList } from '../components/health-log-list';
import { localToday } from '../components/local-date';
import { WeeklySummary } from '../components/weekly-summary';

const ageKey = 'brain-health-age-group';

function HealthLog() {
  const { t } = useTranslation('brainHealth');
  const today = localToday();
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(() => (localStorage.getItem(ageKey) === 'child' ? 'child' : 'teen'));
  const week = useHealthLogWeek(today, ageGroup);
  return (
    <SectionCard icon={<CalendarCheck className="size-5" aria-hidden="true" />} title={t('log.title')} description={t('log.description')}>
      <HealthLogForm today={today} />
      <h3 className="mt-8 text-lg font-semibold">{t('summary.title')}</h3>
      <ChoiceGroup
        label={t('summary.ageGroup')}
        value={ageGroup}
        onValueChange={(next) => {
          setAgeGroup(next);
          localStorage.setItem(ageKey, next);
        }}
        options={[
          { value: 'child', label: t('summary.child') },
          { value: 'teen', label: t('summary.teen') },
        ]}
        className="mt-2 sm:grid-cols-2"
      />
      <div className="mt-4">
        {week.isPending ? (
          <LoadingFallback />
        ) : week.isError ? (
          <FormAlert message={t('errors:generic.internal')} />
        ) : (
          <>
            <WeeklySummary week={week.data} />
            <h3 className="mt-8 text-lg font-semibold">{t('list.title')}</h3>
            <HealthLogList logs={week.data.logs} />
            <ExportLink href="/api/brain-health/export" label={t('list.download')} />
          </>
        )}
      </div>
    </SectionCard>
  );
}

/** /brain-health: sleep, exercise and nutrition guidance (public) and a personal sleep and activity log. */
export function BrainHealthPage() {
  const { t } = useTranslation('brainHealth');
  useDocumentTitle(t('title'));
  const session = useSession();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
      </div>
      {session.status === 'loading' ? (
        <LoadingFallback />
      ) : session.status === 'signedIn' ? (
        <HealthLog />
      ) : (
        <SectionCard icon={<LogIn className="size-5" aria-hidden="true" />} title={t('log.title')} description={t('log.signInToLog')}>
          <Button asChild>
            <Link to={`/login?returnTo=${encodeURIComponent(location.pathname)}`}>{t('log.signIn')}</Link>
          </Button>
        </SectionCard>
      )}
      <h2 className="text-2xl font-bold tracking-tight">{t('guideTitle')}</h2>
      <HealthGuide />
    </div>
  );
}
