import { BookOpen, Calculator, FlaskConical, Landmark, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tutorSubjects, type TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';

const icons: Record<TutorSubject, ReactNode> = {
  maths: <Calculator className="size-5" aria-hidden="true" />,
  science: <FlaskConical className="size-5" aria-hidden="true" />,
  readingWriting: <BookOpen className="size-5" aria-hidden="true" />,
  history: <Landmark className="size-5" aria-hidden="true" />,
  languages: <Languages className="size-5" aria-hidden="true" />,
};

/** /ai-tutors: a tutor per subject, its method, and questions to start with. */
export function AiTutorsPage() {
  const { t } = useTranslation('homework');
  useDocumentTitle(t('tutors.title'));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('tutors.title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('tutors.description')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {tutorSubjects.map((subject) => {
          const starters = t(`tutors.subjects.${subject}.starters`, { returnObjects: true }) as string[];
          return (
            <SectionCard key={subject} icon={icons[subject]} title={t(`tutors.subjects.${subject}.name`)}>
              <p className="text-sm font-medium">{t('tutors.method')}</p>
              <p className="text-[var(--fg-muted)]">{t(`tutors.subjects.${subject}.method`)}</p>
              <ul className="mt-3 flex flex-col gap-2">
                {starters.map((question) => (
                  <li key={question}>
                    <Link
                      to={`/homework-help?${new URLSearchParams({ subject, q: question })}`}
                      className="block rounded-lg border border-[var(--border)] px-3 py-2 text-sm hover:border-brand-500 hover:bg-[var(--bg-subtle)]"
                    >
                      <span className="sr-only">{t('tutors.askThis')}: </span>
                      {question}
                    </Link>
                  </li>
                ))}
              </ul>
            </SectionCard>
          );
        })}
      </div>
      <p className="text-sm text-[var(--fg-muted)]">{t('tutors.offlineNote')}</p>
    </div>
  );
}
