import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useSubjects } from '../api/curriculum-api';
import { SubjectIcon } from './subject-icon';

/** The band's published subjects as cards: units and topics, and signed in the share of skills at proficient or better. */
export function SubjectCards({ band, signedIn }: { band: CurriculumBand; signedIn: boolean }) {
  const { t } = useTranslation('curriculum');
  const subjects = useSubjects(band, signedIn);
  if (subjects.isPending) return <LoadingFallback />;
  if (subjects.isError) return <FormAlert message={subjects.error.message} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {subjects.data.subjects.map((s) => {
        const share = s.progress && s.progress.skills > 0 ? Math.round((100 * s.progress.proficientSkills) / s.progress.skills) : null;
        return (
          <li key={s.id}>
            <Link
              to={`/subjects/${s.id}?band=${band}`}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <span className="flex items-center gap-3">
                <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">
                  <SubjectIcon subject={s.id} />
                </span>
                <span className="text-lg font-semibold">{t(`subjects.${s.id}.name`)}</span>
                <ChevronRight className="ml-auto size-5 text-[var(--fg-muted)] group-hover:text-brand-700" aria-hidden="true" />
              </span>
              <span className="text-sm text-[var(--fg-muted)]">{t(`subjects.${s.id}.blurb`)}</span>
              <span className="mt-auto text-sm">{t('subjectCard.counts', { units: s.units, topics: s.topics })}</span>
              {share !== null && s.progress && (
                <span className="flex flex-col gap-1 text-sm">
                  <span>{t('subjectCard.progress', { proficient: s.progress.proficientSkills, skills: s.progress.skills })}</span>
                  <span className="h-2 overflow-hidden rounded-full bg-[var(--bg-subtle)] ring-1 ring-[var(--border)]" aria-hidden="true">
                    <span className="block h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
                  </span>
                </span>
              )}
              <span className="text-xs text-[var(--fg-muted)]">{s.standard}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
