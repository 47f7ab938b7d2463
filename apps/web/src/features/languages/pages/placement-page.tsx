import { PartyPopper, Sprout } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { takePlacement, usePlacementTest, type PlacementLevel, type PlacementResult } from '../api/placement-api';
import { CourseHero } from '../components/course-hero';
import { CourseNotFound } from '../components/course-not-found';
import { PlacementQuestion } from '../components/placement-question';
import { courseIdOf } from '../course-id-param';
import { loadCjkFonts } from '../load-cjk-fonts';

/** How many right answers open the level (the server decides; this only explains the result). */
const passMark = 8;

function Outcome({ result, total, courseId, level }: { result: PlacementResult; total: number; courseId: string; level: string }) {
  const { t } = useTranslation('languageLearning');
  const ref = useRef<HTMLElement>(null);
  // The result appears above the questions: focus takes keyboard and screen-reader users (and the view) there.
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="placement-result"
      className={
        result.passed
          ? 'scroll-mt-24 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 dark:border-emerald-800 dark:bg-emerald-950/30'
          : 'scroll-mt-24 rounded-2xl border border-brand-600/40 bg-brand-50 p-6 dark:bg-brand-800/20'
      }
      data-testid="placement-result"
    >
      <h2 id="placement-result" className="flex items-center gap-2 text-xl font-semibold">
        {result.passed ? <PartyPopper className="size-6" aria-hidden="true" /> : <Sprout className="size-6" aria-hidden="true" />}
        {result.passed ? t('placement.passedTitle', { level }) : t('placement.stayTitle')}
      </h2>
      <p className="mt-2">
        {result.passed
          ? t('placement.passedBody', { score: result.score, total, level })
          : t('placement.stayBody', { score: result.score, total, needed: passMark, level })}
      </p>
      <Button asChild className="mt-4">
        <Link to={`/language-learning/${courseId}`}>{t('placement.back')}</Link>
      </Button>
    </section>
  );
}

function Placement({ courseId, level }: { courseId: LanguageCourseId; level: PlacementLevel }) {
  loadCjkFonts([courseId]);
  const { t } = useTranslation('languageLearning');
  const test = usePlacementTest(courseId, level);
  const [chosen, setChosen] = useState<(number | undefined)[]>([]);
  const [result, setResult] = useState<PlacementResult>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const levelName = t(`levels.${level}`);
  const name = t(`courseNames.${courseId}`);
  useDocumentTitle(t('placement.title', { course: name, level: levelName }));
  if (test.isPending) return <LoadingFallback />;
  if (test.isError) return <FormAlert message={test.error.message} />;
  const questions = test.data.questions;
  const missing = questions.filter((_, i) => chosen[i] === undefined).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing > 0) {
      setError(t('placement.unanswered', { count: missing }));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      setResult(await takePlacement(courseId, level, chosen as number[]));
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <CourseHero
        courseId={courseId}
        nativeTitle={undefined}
        title={t('placement.title', { course: name, level: levelName })}
        lead={t('placement.lead', { count: questions.length, needed: passMark, level: levelName })}
        back={{ to: `/language-learning/${courseId}`, label: 'placement.back' }}
      />
      <form className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10 sm:px-6" onSubmit={(e) => void submit(e)} noValidate>
        {result && <Outcome result={result} total={questions.length} courseId={courseId} level={levelName} />}
        {questions.map((question, i) => (
          <PlacementQuestion
            key={question.id}
            question={question}
            number={i + 1}
            total={questions.length}
            courseId={courseId}
            chosen={chosen[i]}
            answer={result?.answers[i]}
            onChoose={(choice) => setChosen((c) => Object.assign([...c], { [i]: choice }))}
          />
        ))}
        {!result && (
          <div className="flex flex-col gap-3">
            <FormAlert message={error} />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? t('placement.sending') : t('placement.submit')}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}

const placementLevelOf = (param: string | undefined): PlacementLevel | undefined =>
  param === 'intermediate' || param === 'advanced' ? param : undefined;

/** /language-learning/:courseId/placement/:level: ten questions; eight right opens the level. */
export function PlacementPage() {
  const params = useParams();
  const courseId = courseIdOf(params.courseId);
  const level = placementLevelOf(params.level);
  if (!courseId || !level) return <CourseNotFound />;
  return (
    <RequireSignIn>
      <Placement courseId={courseId} level={level} />
    </RequireSignIn>
  );
}
