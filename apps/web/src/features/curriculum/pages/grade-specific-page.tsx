import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { curriculumBands, gradesOfBand, type CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBandOutlines } from '../api/curriculum-api';
import { GradeRange } from '../components/grade-range';
import { SubjectIcon } from '../components/subject-icon';

function BandCoverage({ band }: { band: CurriculumBand }) {
  const { t, i18n } = useTranslation('curriculum');
  const session = useSession();
  const { isPending, error, outlines } = useBandOutlines(band, i18n.resolvedLanguage ?? 'en', session.status === 'signedIn');
  return (
    <section
      aria-labelledby={`band-${band}`}
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`band-${band}`} className="text-2xl font-semibold">
            {t(`band.${band}`)}
          </h2>
          <p className="text-sm font-medium text-[var(--fg-muted)]">
            <GradeRange grades={gradesOfBand[band]} />
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to={`/subjects?band=${band}`}>{t('gradeSpecific.open', { band: t(`band.${band}`) })}</Link>
        </Button>
      </div>
      <p>{t(`gradeSpecific.about.${band}`)}</p>
      {isPending ? (
        <LoadingFallback />
      ) : error ? (
        <FormAlert message={error.message} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {outlines.map((outline) => (
            <li key={outline.subject} className="rounded-xl bg-[var(--bg-subtle)] p-4">
              <h3 className="flex items-center gap-2 font-semibold">
                <SubjectIcon subject={outline.subject} className="size-5 text-brand-700 dark:text-brand-200" />
                <Link to={`/subjects/${outline.subject}?band=${band}`} className="hover:underline">
                  {t(`subjects.${outline.subject}.name`)}
                </Link>
              </h3>
              <ul className="mt-2 ml-6 list-disc space-y-1 text-sm" lang={outline.language}>
                {outline.units.map((unit) => (
                  <li key={unit.id}>
                    <span className="font-medium">{unit.title}</span>
                    {': '}
                    {unit.topics.map((topic) => topic.title).join(' · ')}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-[var(--fg-muted)]">{outline.standard}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /grade-specific: what each grade band covers, subject by subject and unit by unit. */
export function GradeSpecificPage() {
  const { t } = useTranslation('curriculum');
  useDocumentTitle(t('gradeSpecific.title'));
  return (
    <>
      <PageHero eyebrow={t('subjectsPage.eyebrow')} title={t('gradeSpecific.title')} lead={t('gradeSpecific.lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
        {curriculumBands.map((band) => (
          <BandCoverage key={band} band={band} />
        ))}
      </div>
    </>
  );
}
