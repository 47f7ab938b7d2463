import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';
import { ReadAloudButton } from '../../../components/read-aloud-button';

type SourcedAnswer = Extract<TutorAnswer, { kind: 'sourced' }>;

/** An answer quoted from knowledge-hub articles: each sentence carries its citation number; the sources link to the articles. */
export function SourcedAnswerView({ answer }: { answer: SourcedAnswer }) {
  const { t, i18n } = useTranslation('homework');
  const otherLanguage = answer.sources.some((s) => s.locale !== i18n.resolvedLanguage);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-[var(--fg-muted)]">{t('sourced.intro')}</p>
      <blockquote className="flex flex-col gap-2 border-l-4 border-brand-500 pl-4" lang={answer.sources[0]?.locale}>
        {answer.passages.map((passage, i) => (
          <p key={i}>
            {passage.text}{' '}
            <sup>
              <a
                href={`#source-${passage.source + 1}`}
                className="font-semibold text-brand-700 no-underline hover:underline dark:text-brand-300"
                aria-label={t('sourced.citation', { number: passage.source + 1 })}
              >
                [{passage.source + 1}]
              </a>
            </sup>
          </p>
        ))}
      </blockquote>
      <ReadAloudButton
        text={answer.passages.map((passage) => passage.text).join(' ')}
        locale={answer.sources[0]?.locale ?? i18n.resolvedLanguage ?? 'en'}
      />
      <div>
        <p className="text-sm font-semibold">{t('sourced.sources')}</p>
        <ol className="mt-1 flex flex-col gap-1 text-sm">
          {answer.sources.map((source, i) => (
            <li key={source.slug} id={`source-${i + 1}`} className="flex items-start gap-2">
              <BookOpen className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              <span>
                [{i + 1}]{' '}
                <Link
                  to={`/knowledge-hub/${source.slug}`}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                  lang={source.locale}
                >
                  {source.title}
                </Link>{' '}
                <span className="text-[var(--fg-muted)]">· {t(`knowledgeHub.subjects.${source.subject}`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <p className="text-xs text-[var(--fg-muted)]">
        {t('sourced.note')}
        {otherLanguage && ` ${t('sourced.inEnglish')}`}
      </p>
    </div>
  );
}
