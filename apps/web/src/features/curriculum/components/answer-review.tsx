import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import type { LocalText, Reveal, ShownItem, Verdict } from '@brainboost/domain/schemas/curriculum';
import { cn } from '../../../components/ui/cn';
import { MathTex } from '../../../components/math-tex';
import { InlineMarkdown, LessonMarkdown } from './lesson-markdown';
import { useLocalText } from './local-text';

type Explanation = { text?: string | undefined; steps?: { text: LocalText; maths?: string | undefined }[] | undefined };

const tone = {
  right: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50',
  wrong: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50',
} as const;

/** The right answer in words, whatever the item's kind. */
function RightAnswer({ item, reveal, band }: { item: ShownItem; reveal: Reveal; band: CurriculumBand }) {
  const { t } = useTranslation('curriculum');
  const localText = useLocalText(item.kind === 'maths' ? band : null);
  switch (reveal.kind) {
    case 'choice':
      return <InlineMarkdown text={reveal.text} />;
    case 'multi':
      return (
        <ul className="ml-5 list-disc">
          {reveal.texts.map((text, i) => (
            <li key={i}>
              <InlineMarkdown text={text} />
            </li>
          ))}
        </ul>
      );
    case 'true-false':
      return <>{reveal.answer ? t('item.true') : t('item.false')}</>;
    case 'short':
      return <InlineMarkdown text={reveal.answer} />;
    case 'order':
      return (
        <ol className="ml-5 list-decimal">
          {reveal.sequence.map((text, i) => (
            <li key={i}>
              <InlineMarkdown text={text} />
            </li>
          ))}
        </ol>
      );
    case 'maths': {
      if (reveal.choice !== undefined && item.kind === 'maths' && item.answer.kind === 'choice') {
        const choice = item.answer.choices[reveal.choice]!;
        return <>{item.answer.choicesAreKeys ? localText({ key: choice }) : choice}</>;
      }
      return (
        <>
          <MathTex latex={reveal.answer} />
          {reveal.unit && ` ${reveal.unit}`}
        </>
      );
    }
  }
}

/** The verdict, the right answer, and why: the explanation of a written item or a maths item's worked steps. */
export function AnswerReview({
  item,
  band,
  verdict,
  reveal,
  explanation,
  headingLevel = 3,
  keyOnly = false,
}: {
  item: ShownItem;
  band: CurriculumBand;
  verdict: Verdict;
  reveal: Reveal | undefined;
  explanation: Explanation | undefined;
  headingLevel?: 3 | 4;
  /** An answer key (the study guide): the right answer and why, without a verdict. */
  keyOnly?: boolean;
}) {
  const { t } = useTranslation('curriculum');
  const localText = useLocalText(item.kind === 'maths' ? band : null);
  const right = verdict === 'right';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const Icon = right ? CheckCircle2 : RotateCcw;
  const why = (
    <>
      {explanation?.text && <LessonMarkdown source={explanation.text} />}
      {explanation?.steps && explanation.steps.length > 0 && (
        <div>
          <p className="text-sm font-medium">{t('review.steps')}</p>
          <ol className="mt-1 ml-5 flex list-decimal flex-col gap-2">
            {explanation.steps.map((step, i) => (
              <li key={i}>
                <span>{localText(step.text)}</span>
                {step.maths && <MathTex latex={step.maths} display />}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
  if (keyOnly)
    return (
      <div className="flex flex-col gap-2">
        {reveal && (
          <div className="font-semibold">
            <RightAnswer item={item} reveal={reveal} band={band} />
          </div>
        )}
        <div className="text-[var(--fg-muted)]">{why}</div>
      </div>
    );
  return (
    <div className={cn('flex flex-col gap-3 rounded-2xl border p-4', tone[right ? 'right' : 'wrong'])} role="status">
      <Heading className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5" aria-hidden="true" />
        {right ? t('review.right') : t('review.notYet')}
      </Heading>
      {reveal && !right && (
        <div>
          <p className="text-sm font-medium">{t('review.rightAnswer')}</p>
          <div className="text-lg font-semibold">
            <RightAnswer item={item} reveal={reveal} band={band} />
          </div>
        </div>
      )}
      {why}
    </div>
  );
}
