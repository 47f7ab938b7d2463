import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { usePhrasebook } from '../api/translator-api';
import type { LanguagePair } from './language-pair-picker';

/** The curated phrases by category, in the "from" language with the "to" language beneath; choosing one translates it. */
export function PhrasebookBrowser({ pair, onPick }: { pair: LanguagePair; onPick: (text: string) => void }) {
  const { t } = useTranslation('voiceTranslator');
  const phrasebook = usePhrasebook();
  const [chosen, setChosen] = useState<string | null>(null);
  if (phrasebook.isPending) return <LoadingFallback />;
  if (phrasebook.isError) return <FormAlert message={t('errors:generic.internal')} />;
  const categories = phrasebook.data.categories;
  const current = categories.find((c) => c.category === chosen) ?? categories[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-[var(--fg-muted)]">{t('phrasebook.lead')}</p>
      <div role="group" aria-label={t('phrasebook.categories')} className="flex flex-wrap gap-2">
        {categories.map(({ category }) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === current.category}
            onClick={() => setChosen(category)}
            className="rounded-full border border-[var(--border)] px-3 py-1.5 text-sm font-medium hover:bg-[var(--bg-subtle)] aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {t(`phrasebook.category.${category}`)}
          </button>
        ))}
      </div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t(`phrasebook.category.${current.category}`)}>
        {current.phrases.map((phrase) => (
          <li key={phrase.id}>
            <button
              type="button"
              onClick={() => onPick(phrase[pair.from])}
              className="flex w-full flex-col items-start gap-0.5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-3 text-left hover:border-brand-500"
            >
              <span lang={pair.from} className="font-medium">
                {phrase[pair.from]}
              </span>
              <span lang={pair.to} className="text-sm text-[var(--fg-muted)]">
                {phrase[pair.to]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
