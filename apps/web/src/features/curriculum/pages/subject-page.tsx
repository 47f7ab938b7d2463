import { ArrowLeft, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { curriculumSubjects, type CurriculumSubject } from '@brainboost/domain/curriculum/subjects-and-bands';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { CurriculumNotFound } from '../components/curriculum-not-found';
import { useSession } from '../../../stores/session-store';
import { useOutline } from '../api/curriculum-api';
import { useBand } from '../band-param';
import { BandPicker } from '../components/band-picker';
import { GradeRange } from '../components/grade-range';
import { LockedNote } from '../components/locked-note';
import { MasteryBadge } from '../components/mastery-badge';
import { SubjectIcon } from '../components/subject-icon';
import { UnitTestStart } from '../components/unit-test-start';

function Outline({ subject }: { subject: CurriculumSubject }) {
  const { t, i18n } = useTranslation('curriculum');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [band, setBand] = useBand();
  const outline = useOutline(subject, band, i18n.resolvedLanguage ?? 'en', signedIn);
  const testsOpen = signedIn && session.me.entitlements.features.includes('practice_tests');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
      <BandPicker band={band} onChange={setBand} />
      {outline.isPending ? (
        <LoadingFallback />
      ) : outline.isError ? (
        <FormAlert
          message={outline.error instanceof ApiError && outline.error.status === 404 ? t('subjectPage.notInBand') : outline.error.message}
        />
      ) : (
        <>
          {outline.data.language !== (i18n.resolvedLanguage ?? 'en') && <p className="text-sm text-[var(--fg-muted)]">{t('inEnglish')}</p>}
          {outline.data.units.map((unit, u) => (
            <section key={unit.id} aria-labelledby={`unit-${unit.id}`} className="flex flex-col gap-4">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <p className="text-sm font-semibold text-brand-700 dark:text-brand-200">{t('subjectPage.unit', { n: u + 1 })}</p>
                  <h2 id={`unit-${unit.id}`} className="text-2xl font-semibold" lang={outline.data.language}>
                    {unit.title}
                  </h2>
                </div>
                {testsOpen && <UnitTestStart subject={subject} band={band} unitId={unit.id} />}
              </div>
              <ol className="grid gap-3">
                {unit.topics.map((topic) => (
                  <li key={topic.id} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="text-lg font-semibold">
                        <Link to={`/education/${topic.id}`} className="hover:underline" lang={outline.data.language}>
                          {topic.title}
                        </Link>
                      </h3>
                      <span className="flex items-center gap-2 text-sm text-[var(--fg-muted)]">
                        {(topic.locked ?? topic.access !== 'free') && (
                          <span className="inline-flex items-center gap-1">
                            <Lock className="size-4" aria-hidden="true" />
                            {t('subjectPage.planTopic')}
                          </span>
                        )}
                        <GradeRange grades={topic.grades} />
                      </span>
                    </div>
                    <p className="mt-1 text-[var(--fg-muted)]" lang={outline.data.language}>
                      {topic.summary}
                    </p>
                    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('subjectPage.skills')}>
                      {topic.skills.map((skill) => (
                        <li key={skill.id} className="flex items-center gap-2 rounded-full bg-[var(--bg-subtle)] py-1 pr-1 pl-3 text-sm">
                          <span lang={outline.data.language}>{skill.title}</span>
                          {skill.mastery && <MasteryBadge mastery={skill.mastery} />}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </section>
          ))}
          {!testsOpen && <LockedNote what="tests" returnTo={`/subjects/${subject}?band=${band}`} />}
        </>
      )}
    </div>
  );
}

/** /subjects/{slug}: the subject's units and topics in a band, with the learner's mastery of every skill. */
export function SubjectPage() {
  const { t } = useTranslation('curriculum');
  const { slug = '' } = useParams();
  const subject = (curriculumSubjects as readonly string[]).includes(slug) ? (slug as CurriculumSubject) : null;
  useDocumentTitle(subject ? t(`subjects.${subject}.name`) : t('subjectsPage.title'));
  if (!subject) return <CurriculumNotFound />;
  return (
    <>
      <PageHero
        eyebrow={
          <Link to="/subjects" className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('subjectsPage.title')}
          </Link>
        }
        title={
          <span className="flex items-center gap-3">
            <SubjectIcon subject={subject} className="size-9 text-brand-700 dark:text-brand-200" />
            {t(`subjects.${subject}.name`)}
          </span>
        }
        lead={t(`subjects.${subject}.blurb`)}
      />
      <Outline subject={subject} />
    </>
  );
}
