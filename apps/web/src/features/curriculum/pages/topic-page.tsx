import { ArrowLeft, BookOpenCheck, FileText, Lightbulb, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../stores/session-store';
import { useHubTitles, useTopic } from '../api/curriculum-api';
import { CurriculumNotFound } from '../components/curriculum-not-found';
import { FlashcardDeck } from '../components/flashcard-deck';
import { GradeRange } from '../components/grade-range';
import { InlineMarkdown, LessonMarkdown } from '../components/lesson-markdown';
import { WorkedExample } from '../components/worked-example';
import { LockedNote } from '../components/locked-note';
import { MasteryBadge } from '../components/mastery-badge';
import { PracticePanel } from '../components/practice-panel';
import { QuizStart } from '../components/quiz-start';

/** /education/{id}: a topic — its lesson, worked example and key terms, then practice, the quiz and the flashcards. */
export function TopicPage() {
  const { t, i18n } = useTranslation('curriculum');
  const { topicId = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const language = i18n.resolvedLanguage ?? 'en';
  const topic = useTopic(topicId, language, signedIn);
  const hubTitles = useHubTitles(language, Boolean(topic.data?.lesson.hubArticles.length));
  useDocumentTitle(topic.data?.title ?? t('subjectsPage.title'));
  if (topic.isPending || session.status === 'loading') return <LoadingFallback />;
  if (topic.isError)
    return topic.error instanceof ApiError && topic.error.status === 404 ? (
      <CurriculumNotFound />
    ) : (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <FormAlert message={topic.error.message} />
      </div>
    );
  const data = topic.data;
  const lang = data.language;
  const locked = data.locked ?? data.access !== 'free';
  const here = `/education/${data.id}`;
  return (
    <article>
      <PageHero
        eyebrow={
          <Link to={`/subjects/${data.subject}?band=${data.band}`} className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t(`subjects.${data.subject}.name`)} · <span lang={lang}>{data.unit.title}</span>
          </Link>
        }
        title={<span lang={lang}>{data.title}</span>}
        lead={<span lang={lang}>{data.summary}</span>}
      >
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-[var(--fg-muted)]">
          <span>
            <GradeRange grades={data.grades} />
          </span>
          <span>{t('topic.standards', { codes: data.standards.join(', ') })}</span>
        </p>
        {lang !== language && <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('inEnglish')}</p>}
        {signedIn && !locked && session.me.entitlements.features.includes('study_guides') && (
          <Button variant="secondary" asChild className="mt-6">
            <Link to={`${here}/guide`}>
              <FileText className="size-4" aria-hidden="true" />
              {t('guide.open')}
            </Link>
          </Button>
        )}
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-6 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-8" lang={lang}>
          <section aria-labelledby="objectives-heading" className="rounded-2xl border border-[var(--border)] bg-[var(--bg-subtle)] p-5">
            <h2 id="objectives-heading" className="flex items-center gap-2 font-semibold">
              <Target className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              <span lang={language}>{t('topic.objectives')}</span>
            </h2>
            <ul className="mt-2 ml-6 list-disc space-y-1">
              {data.objectives.map((o, i) => (
                <li key={i}>{o}</li>
              ))}
            </ul>
          </section>
          {data.lesson.sections.map((section, i) => (
            <section key={i} aria-labelledby={`lesson-${i}`} className="flex flex-col gap-3">
              <h2 id={`lesson-${i}`} className="text-2xl font-semibold">
                {section.heading}
              </h2>
              <LessonMarkdown source={section.body} className="flex flex-col gap-3 text-lg leading-relaxed" />
            </section>
          ))}
          <section
            aria-labelledby="worked-heading"
            className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-6 dark:border-brand-700 dark:bg-brand-800/20"
          >
            <h2 id="worked-heading" className="flex items-center gap-2 text-xl font-semibold">
              <Lightbulb className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              <span lang={language}>{t('topic.workedExample')}</span>
            </h2>
            <WorkedExample example={data.lesson.workedExample} promptClassName="flex flex-col gap-2 font-medium" />
          </section>
          <section aria-labelledby="terms-heading">
            <h2 id="terms-heading" className="text-xl font-semibold">
              <span lang={language}>{t('topic.keyTerms')}</span>
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {data.lesson.keyTerms.map((term) => (
                <div key={term.term} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-4">
                  <dt className="font-semibold">{term.term}</dt>
                  <dd className="mt-1 text-[var(--fg-muted)]">
                    <InlineMarkdown text={term.definition} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {data.lesson.hubArticles.length > 0 && (
            <section aria-labelledby="hub-heading" lang={language}>
              <h2 id="hub-heading" className="flex items-center gap-2 text-xl font-semibold">
                <BookOpenCheck className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
                {t('topic.readNext')}
              </h2>
              <ul className="mt-2 ml-6 list-disc space-y-1">
                {data.lesson.hubArticles.map((slug) => (
                  <li key={slug}>
                    <Link to={`/knowledge-hub/${slug}`} className="font-medium text-brand-700 underline dark:text-brand-300">
                      {hubTitles.data?.get(slug) ?? slug}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-col gap-6" lang={language}>
            {!signedIn || locked ? (
              <LockedNote what="topic" returnTo={here} />
            ) : (
              <>
                <PracticePanel topicId={data.id} subject={data.subject} band={data.band} skills={data.skills} />
                <QuizStart topicId={data.id} questions={data.quizQuestions} />
              </>
            )}
            <FlashcardDeck cards={data.flashcards} language={lang} />
          </div>
        </div>
        <aside className="flex flex-col gap-3 self-start lg:sticky lg:top-20" aria-labelledby="skills-heading" lang={language}>
          <h2 id="skills-heading" className="text-lg font-semibold">
            {t('topic.skills')}
          </h2>
          <ul className="flex flex-col gap-2">
            {data.skills.map((skill) => (
              <li key={skill.id} className="flex flex-col gap-1 rounded-xl border border-[var(--border)] bg-[var(--card)] p-3">
                <span className="font-medium" lang={lang}>
                  {skill.title}
                </span>
                {skill.mastery && <MasteryBadge mastery={skill.mastery} className="self-start" />}
              </li>
            ))}
          </ul>
          {!signedIn && <p className="text-sm text-[var(--fg-muted)]">{t('topic.signInForMastery')}</p>}
        </aside>
      </div>
    </article>
  );
}
