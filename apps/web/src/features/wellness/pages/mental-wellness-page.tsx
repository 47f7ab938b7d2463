import { HeartHandshake, NotebookPen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn } from '@brainboost/domain/schemas/wellness';
import { ExportLink } from '../../../components/export-link';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { deleteCheckIn, refreshCheckIns, useCheckIns } from '../api/wellness-api';
import { CheckInForm } from '../components/check-in-form';
import { CheckInHistory } from '../components/check-in-history';
import { ChildrenCheckInsCard } from '../components/children-check-ins-card';
import { CopingCard } from '../components/coping-card';
import { CrisisResources } from '../components/crisis-resources';
import { GuidedBreathingCard } from '../components/guided-breathing-card';
import { RequireSignIn } from '../../../components/require-sign-in';

function Wellness() {
  const { t } = useTranslation('wellness');
  const history = useCheckIns();
  const [last, setLast] = useState<CheckIn | null>(null);
  const crisisHeading = useRef<HTMLHeadingElement>(null);
  const urgent = last?.support === 'crisis';
  const remove = async (id: string) => {
    try {
      await deleteCheckIn(id);
      toast.success(t('history.deleted'));
      await refreshCheckIns();
    } catch {
      toast.error(t('errors:generic.internal'));
    }
  };
  useEffect(() => {
    if (urgent) crisisHeading.current?.focus();
  }, [urgent, last]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
      </div>
      <SectionCard
        icon={<NotebookPen className="size-5" aria-hidden="true" />}
        title={t('checkIn.title')}
        description={t('checkIn.description')}
      >
        <CheckInForm onSaved={setLast} />
        {last && (
          <div className="mt-4" role="status">
            <FormAlert tone="success" message={t('checkIn.saved')} />
            {last.support === 'reachOut' && <p className="mt-3">{t('checkIn.reachOut')}</p>}
          </div>
        )}
      </SectionCard>
      {urgent && <CrisisResources ref={crisisHeading} urgent />}
      <GuidedBreathingCard />
      <CopingCard />
      <SectionCard
        icon={<HeartHandshake className="size-5" aria-hidden="true" />}
        title={t('history.title')}
        description={t('history.privacy')}
      >
        {history.isPending ? (
          <LoadingFallback />
        ) : history.isError ? (
          <FormAlert message={t('errors:generic.internal')} />
        ) : (
          <CheckInHistory checkIns={history.data.checkIns} label={t('history.title')} onDelete={(c) => void remove(c.id)} />
        )}
        <ExportLink href="/api/wellness/export" label={t('history.download')} />
      </SectionCard>
      <ChildrenCheckInsCard />
      {!urgent && <CrisisResources urgent={false} />}
    </div>
  );
}

/** /mental-wellness: mood check-ins, guided breathing, coping strategies and crisis resources. */
export function MentalWellnessPage() {
  const { t } = useTranslation('wellness');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <Wellness />
    </RequireSignIn>
  );
}
