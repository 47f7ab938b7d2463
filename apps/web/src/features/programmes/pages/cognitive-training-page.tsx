import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExportLink } from '../../../components/export-link';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { RequireSignIn } from '../../../components/require-sign-in';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useEnrol, useProgrammes } from '../api/programmes-api';
import { ActiveProgramme } from '../components/active-programme';
import { BaselineSection } from '../components/baseline-section';
import { ProgrammeCard } from '../components/programme-card';

function Programmes() {
  const { t } = useTranslation('programmes');
  const query = useProgrammes();
  const enrol = useEnrol();
  if (query.isPending) return <LoadingFallback />;
  if (query.isError) return <FormAlert message={t('errors:generic.internal')} />;
  const { active, baseline, catalogue, personalization } = query.data;
  const training = catalogue.filter((p) => p.kind === 'training');
  return (
    <>
      {active && <ActiveProgramme active={active} />}
      <BaselineSection baseline={baseline} />
      <SectionCard
        icon={<Layers className="size-5" aria-hidden="true" />}
        title={t('catalogue.title')}
        description={t('catalogue.description')}
      >
        {!personalization && (
          <p
            className="mb-4 rounded-xl border border-brand-600/40 bg-brand-50 p-4 text-sm dark:bg-brand-800/20"
            data-testid="programmes-upgrade"
          >
            {t('catalogue.upgradeBody')}
          </p>
        )}
        <FormAlert message={enrol.error?.message} />
        <ul className="mt-2 grid gap-4 md:grid-cols-3">
          {training.map((programme) => (
            <ProgrammeCard
              key={programme.id}
              programme={programme}
              current={active?.programmeId === programme.id}
              busy={active !== null}
              enrolling={enrol.isPending}
              onEnrol={() => enrol.mutate(programme.id)}
            />
          ))}
        </ul>
        <ExportLink href="/api/programmes/export" label={t('download')} />
      </SectionCard>
    </>
  );
}

/** /cognitive-training: multi-week programmes (Premium), the running one's week, and the baseline assessment (all plans). */
export function CognitiveTrainingPage() {
  const { t } = useTranslation('programmes');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
        <Programmes />
        <p className="text-sm text-[var(--fg-muted)]">{t('claims')}</p>
      </div>
    </RequireSignIn>
  );
}
