import { FileText, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBandOutlines } from '../api/curriculum-api';
import { useBand } from '../band-param';
import { BandPicker } from '../components/band-picker';
import { LockedNote } from '../components/locked-note';
import { SubjectIcon } from '../components/subject-icon';

const linkClass = 'inline-flex items-center gap-1 font-medium text-brand-700 underline dark:text-brand-300';
const guideSections = ['mastery', 'routine', 'printing', 'tutor'] as const;

/**
 * /resources: every topic's study guide and printable worksheet (practice with an answer key) for a
 * grade band, and how parents and teachers can use them.
 */
export function ResourcesPage() {
  const { t, i18n } = useTranslation('curriculum');
  useDocumentTitle(t('resources.title'));
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [band, setBand] = useBand();
  const { isPending, error, outlines } = useBandOutlines(band, i18n.resolvedLanguage ?? 'en', signedIn);
  const guidesOpen = signedIn && session.me.entitlements.features.includes('study_guides');
  return (
    <>
      <PageHero eyebrow={t('subjectsPage.eyebrow')} title={t('resources.title')} lead={t('resources.lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-6 py-10">
        <BandPicker band={band} onChange={setBand} />
        {!guidesOpen && <LockedNote what="guides" returnTo={`/resources?band=${band}`} />}
        {isPending ? (
          <LoadingFallback />
        ) : error ? (
          <FormAlert message={error.message} />
        ) : (
          outlines.map((outline) => (
            <section key={outline.subject} aria-labelledby={`resources-${outline.subject}`} className="flex flex-col gap-3">
              <h2 id={`resources-${outline.subject}`} className="flex items-center gap-2 text-2xl font-semibold">
                <SubjectIcon subject={outline.subject} className="size-6 text-brand-700 dark:text-brand-200" />
                {t(`subjects.${outline.subject}.name`)}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {outline.units.flatMap((unit) =>
                  unit.topics.map((topic) => {
                    const open = guidesOpen && !topic.locked;
                    return (
                      <li key={topic.id} className="flex flex-col gap-2 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4">
                        <span className="text-xs font-medium text-[var(--fg-muted)]" lang={outline.language}>
                          {unit.title}
                        </span>
                        <Link to={`/education/${topic.id}`} className="font-semibold hover:underline" lang={outline.language}>
                          {topic.title}
                        </Link>
                        {open ? (
                          <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                            <Link to={`/education/${topic.id}/guide`} className={linkClass}>
                              <FileText className="size-4" aria-hidden="true" />
                              {t('guide.open')}
                            </Link>
                            <Link to={`/education/${topic.id}/guide?part=practice`} className={linkClass}>
                              <ListChecks className="size-4" aria-hidden="true" />
                              {t('guide.worksheet')}
                            </Link>
                          </span>
                        ) : (
                          <span className="text-sm text-[var(--fg-muted)]">{t('resources.withPlan')}</span>
                        )}
                      </li>
                    );
                  }),
                )}
              </ul>
            </section>
          ))
        )}
        <section
          aria-labelledby="resources-adults"
          className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--bg-subtle)] p-6"
        >
          <h2 id="resources-adults" className="text-2xl font-semibold">
            {t('resources.adults.title')}
          </h2>
          {guideSections.map((key) => (
            <div key={key}>
              <h3 className="font-semibold">{t(`resources.adults.${key}.title`)}</h3>
              <p className="mt-1 text-[var(--fg-muted)]">{t(`resources.adults.${key}.body`)}</p>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
