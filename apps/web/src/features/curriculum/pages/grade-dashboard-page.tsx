import { ArrowRight, RefreshCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { masteryLevels } from '@brainboost/domain/curriculum/mastery';
import type { Progress } from '@brainboost/domain/schemas/curriculum';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useProgress } from '../api/curriculum-api';
import { useBand } from '../band-param';
import { BandPicker } from '../components/band-picker';
import { MasteryBadge } from '../components/mastery-badge';
import { SubjectCards } from '../components/subject-cards';
import { SubjectIcon } from '../components/subject-icon';

const levelColour: Record<(typeof masteryLevels)[number], string> = {
  'not-started': 'bg-slate-200 dark:bg-slate-700',
  attempted: 'bg-amber-400',
  familiar: 'bg-sky-500',
  proficient: 'bg-brand-600',
  mastered: 'bg-emerald-600',
};

function SubjectProgress({ subject, language }: { subject: Progress['subjects'][number]; language: string }) {
  const { t } = useTranslation('curriculum');
  const practised = masteryLevels.slice(1).reduce((n, level) => n + (subject.levels[level] ?? 0), 0);
  return (
    <section
      aria-labelledby={`progress-${subject.id}`}
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
    >
      <h2 id={`progress-${subject.id}`} className="flex items-center gap-3 text-xl font-semibold">
        <SubjectIcon subject={subject.id} className="size-6 text-brand-700 dark:text-brand-200" />
        <Link to={`/subjects/${subject.id}`} className="hover:underline">
          {t(`subjects.${subject.id}.name`)}
        </Link>
      </h2>
      <div>
        <div className="flex h-3 overflow-hidden rounded-full ring-1 ring-[var(--border)]" aria-hidden="true">
          {masteryLevels.map((level) =>
            subject.levels[level] ? (
              <span
                key={level}
                className={levelColour[level]}
                style={{ width: `${(100 * subject.levels[level]) / Math.max(1, subject.skills)}%` }}
              />
            ) : null,
          )}
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {masteryLevels.map((level) => (
            <li key={level} className="flex items-center gap-1.5">
              <span className={`inline-block size-2.5 rounded-full ${levelColour[level]}`} aria-hidden="true" />
              {t('dashboard.levelCount', { level: t(`mastery.${level}`), count: subject.levels[level] ?? 0 })}
            </li>
          ))}
        </ul>
      </div>
      {subject.next ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-[var(--bg-subtle)] p-4">
          <p>
            <span className="block text-sm font-medium text-[var(--fg-muted)]">
              {subject.next.reason === 'review'
                ? t('dashboard.nextReview')
                : practised === 0
                  ? t('dashboard.start')
                  : t('dashboard.nextTopic')}
            </span>
            <span className="font-semibold" lang={language}>
              {subject.next.topicTitle}
            </span>
          </p>
          <Button asChild>
            <Link to={`/education/${subject.next.topicId}`}>
              {subject.next.reason === 'review' ? <RefreshCcw className="size-4" aria-hidden="true" /> : null}
              {t('dashboard.go')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : (
        <p className="font-medium">{t('dashboard.allProficient')}</p>
      )}
      {subject.weak.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('dashboard.weak')}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {subject.weak.map((w) => (
              <li key={`${w.topicId}/${w.skill}`} className="flex flex-wrap items-center gap-2">
                <Link to={`/education/${w.topicId}`} className="font-medium text-brand-700 underline dark:text-brand-300" lang={language}>
                  {w.title}
                </Link>
                <MasteryBadge mastery={{ level: w.level, dueForReview: false }} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function LearnerProgress() {
  const { t, i18n } = useTranslation('curriculum');
  const [band] = useBand();
  const progress = useProgress(band, i18n.resolvedLanguage ?? 'en', true);
  if (progress.isPending) return <LoadingFallback />;
  if (progress.isError) return <FormAlert message={progress.error.message} />;
  if (progress.data.subjects.length === 0) return <p>{t('dashboard.nothing')}</p>;
  return (
    <div className="grid gap-6">
      {progress.data.subjects.map((s) => (
        <SubjectProgress key={s.id} subject={s} language={progress.data.language} />
      ))}
    </div>
  );
}

/** /grade-dashboard (the header's "Learning"): the signed-in learner's course progress per subject, what next, weak skills. */
export function GradeDashboardPage() {
  const { t } = useTranslation('curriculum');
  useDocumentTitle(t('dashboard.title'));
  const session = useSession();
  const [band, setBand] = useBand();
  return (
    <>
      <PageHero eyebrow={t('dashboard.eyebrow')} title={t('dashboard.title')} lead={t('dashboard.lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
        <BandPicker band={band} onChange={setBand} />
        {session.status === 'loading' ? (
          <LoadingFallback />
        ) : session.status === 'signedIn' ? (
          <LearnerProgress />
        ) : (
          <>
            <div className="flex flex-col items-start gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6">
              <p>{t('dashboard.visitor')}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to="/login?returnTo=%2Fgrade-dashboard">{t('locked.signIn')}</Link>
                </Button>
                <Button variant="secondary" asChild>
                  <Link to="/signup">{t('dashboard.signUp')}</Link>
                </Button>
              </div>
            </div>
            <SubjectCards band={band} signedIn={false} />
          </>
        )}
      </div>
    </>
  );
}
