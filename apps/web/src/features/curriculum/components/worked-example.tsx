import { useTranslation } from 'react-i18next';
import type { Topic } from '@brainboost/domain/schemas/curriculum';
import { InlineMarkdown, LessonMarkdown } from './lesson-markdown';

/** A lesson's worked example: the problem, its numbered steps and the answer (the topic page and the study guide). */
export function WorkedExample({ example, promptClassName }: { example: Topic['lesson']['workedExample']; promptClassName?: string }) {
  const { t, i18n } = useTranslation('curriculum');
  return (
    <>
      <LessonMarkdown source={example.prompt} {...(promptClassName ? { className: promptClassName } : {})} />
      <ol className="ml-6 flex list-decimal flex-col gap-2">
        {example.steps.map((step, i) => (
          <li key={i}>
            <InlineMarkdown text={step} />
          </li>
        ))}
      </ol>
      <p className="font-semibold">
        <span lang={i18n.resolvedLanguage}>{t('topic.answer')}</span> <InlineMarkdown text={example.answer} />
      </p>
    </>
  );
}
