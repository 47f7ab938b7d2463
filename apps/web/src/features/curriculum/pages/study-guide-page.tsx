import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useStudyGuide } from '../api/curriculum-api';
import { AnswerReview } from '../components/answer-review';
import { CurriculumNotFound } from '../components/curriculum-not-found';
import { GradeRange } from '../components/grade-range';
import { ItemQuestion } from '../components/item-question';
import { WorkedExample } from '../components/worked-example';
import { InlineMarkdown, LessonMarkdown } from '../components/lesson-markdown';

function Guide({ topicId, worksheet }: { topicId: string; worksheet: boolean }) {
  const { t, i18n } = useTranslation('curriculum');
  const language = i18n.resolvedLanguage ?? 'en';
  const guide = useStudyGuide(topicId, language);
  const heading = worksheet ? 'guide.worksheet' : 'guide.eyebrow';
  useDocumentTitle(guide.data ? `${t(heading)}: ${guide.data.title}` : t(heading));
  if (guide.isPending) return <LoadingFallback />;
  if (guide.isError) {
    if (guide.error instanceof ApiError && guide.error.status === 404) return <CurriculumNotFound />;
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-6 py-16">
        <FormAlert message={guide.error.message} />
        <Link to={`/education/${topicId}`} className="font-medium text-brand-700 underline dark:text-brand-300">
          {t('guide.back')}
        </Link>
      </div>
    );
  }
  const data = guide.data;
  const lang = data.language;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-10 print:max-w-none print:px-0 print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3" data-screen-only>
        <Link
          to={`/education/${data.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('guide.back')}
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t('guide.print')}
          </Button>
          <Button variant="secondary" asChild>
            <a href={`/api/curriculum/topics/${encodeURIComponent(data.id)}/study-guide.pdf?lang=${encodeURIComponent(language)}`} download>
              <Download className="size-4" aria-hidden="true" />
              {t('guide.download')}
            </a>
          </Button>
        </div>
      </div>
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">{t(heading)}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight" lang={lang}>
          {data.title}
        </h1>
        <p className="mt-1 text-sm text-[var(--fg-muted)]">
          <span lang={lang}>{data.unit.title}</span> · <GradeRange grades={data.grades} /> ·{' '}
          {t('topic.standards', { codes: data.standards.join(', ') })}
        </p>
        <p className="mt-3 text-lg" lang={lang}>
          {data.summary}
        </p>
      </header>
      {!worksheet && (
        <>
          <section aria-labelledby="guide-objectives">
            <h2 id="guide-objectives" className="text-xl font-semibold">
              {t('topic.objectives')}
            </h2>
            <ul className="mt-2 ml-6 list-disc space-y-1" lang={lang}>
              {data.objectives.map((o, i) => (
                <li key={i}>{o}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="guide-ideas" className="flex flex-col gap-3">
            <h2 id="guide-ideas" className="text-xl font-semibold">
              {t('guide.keyIdeas')}
            </h2>
            {data.lesson.sections.map((section, i) => (
              <div key={i} lang={lang} className="break-inside-avoid">
                <h3 className="font-semibold">{section.heading}</h3>
                <LessonMarkdown source={section.body} />
              </div>
            ))}
          </section>
          <section aria-labelledby="guide-example" className="break-inside-avoid rounded-2xl border border-[var(--border)] p-5">
            <h2 id="guide-example" className="text-xl font-semibold">
              {t('topic.workedExample')}
            </h2>
            <div lang={lang} className="mt-2 flex flex-col gap-2">
              <WorkedExample example={data.lesson.workedExample} />
            </div>
          </section>
          <section aria-labelledby="guide-terms">
            <h2 id="guide-terms" className="text-xl font-semibold">
              {t('topic.keyTerms')}
            </h2>
            <dl className="mt-2 grid gap-2 sm:grid-cols-2 print:grid-cols-2" lang={lang}>
              {data.lesson.keyTerms.map((term) => (
                <div key={term.term} className="break-inside-avoid">
                  <dt className="font-semibold">{term.term}</dt>
                  <dd className="text-[var(--fg-muted)]">
                    <InlineMarkdown text={term.definition} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}
      <section aria-labelledby="guide-practice" className="flex flex-col gap-4">
        <h2 id="guide-practice" className="text-xl font-semibold">
          {t('guide.practice')}
        </h2>
        {data.subject === 'math' && <p className="text-sm text-[var(--fg-muted)]">{t('guide.freshMaths')}</p>}
        <ol className="flex flex-col gap-5">
          {data.questions.map((q, i) => (
            <li key={i} className="flex break-inside-avoid gap-3" lang={lang}>
              <span className="font-semibold">{i + 1}.</span>
              <div className="min-w-0 flex-1">
                <ItemQuestion item={q.item} band={data.band} answer={undefined} onAnswer={() => {}} disabled />
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="guide-key" className="flex flex-col gap-4 print:break-before-page">
        <h2 id="guide-key" className="text-xl font-semibold">
          {t('guide.answerKey')}
        </h2>
        <ol className="flex flex-col gap-4">
          {data.questions.map((q, i) => (
            <li key={i} className="flex break-inside-avoid gap-3" lang={lang}>
              <span className="font-semibold">{i + 1}.</span>
              <div className="min-w-0 flex-1">
                <AnswerReview item={q.item} band={data.band} verdict="wrong" reveal={q.reveal} explanation={q.explanation} keyOnly />
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** /education/{id}/guide: the topic's study guide (or with `?part=practice` its worksheet), to print or download as a PDF. */
export function StudyGuidePage() {
  const { topicId = '' } = useParams();
  // `?part=practice`: the printable worksheet, only the practice and its answer key.
  const worksheet = useSearchParams()[0].get('part') === 'practice';
  return (
    <RequireSignIn>
      <Guide topicId={topicId} worksheet={worksheet} />
    </RequireSignIn>
  );
}
