import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const stories = ['parent', 'student', 'teacher'] as const;

/**
 * How people use BrainBoost, written as scenarios and labelled so: no invented names, reviews or
 * statistics are presented as fact.
 */
export function Testimonials() {
  const { t } = useTranslation('testimonials');
  return (
    <section aria-labelledby="stories-title" className="mx-auto max-w-7xl px-6 py-16">
      <h2 id="stories-title" className="text-center text-3xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-[var(--fg-muted)]">{t('disclaimer')}</p>
      <div className="mt-10 grid gap-5 md:grid-cols-3">
        {stories.map((story) => (
          <figure key={story} className="flex flex-col rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
            <Quote className="size-7 text-brand-500" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 text-[var(--fg)]">{t(`stories.${story}.text`)}</blockquote>
            <figcaption className="mt-4 text-sm font-semibold text-[var(--fg-muted)]">{t(`stories.${story}.who`)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
