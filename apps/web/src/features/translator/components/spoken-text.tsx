import { useTranslation } from 'react-i18next';
import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';
import { ReadAloudButton } from '../../../components/read-aloud-button';

/** Chinese, Cantonese and Japanese are set in the page's CJK fonts with the right regional glyphs. */
const htmlLang: Record<PhrasebookLanguage, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
  yue: 'yue-Hant',
};

/** One side of a translation: the language, the text, its reading when shown, and "Listen" / "Slower". */
export function SpokenText({
  label,
  language,
  text,
  reading,
  showReading,
  emphasis = false,
}: {
  label: string;
  language: PhrasebookLanguage;
  text: string;
  reading: string | null;
  showReading: boolean;
  emphasis?: boolean;
}) {
  const { t } = useTranslation('voiceTranslator');
  return (
    <div
      className={`flex min-w-0 flex-col gap-2 rounded-2xl border p-4 ${emphasis ? 'border-brand-300 bg-brand-50 dark:border-brand-700 dark:bg-brand-800/20' : 'border-[var(--border)] bg-[var(--card)]'}`}
    >
      <p className="text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
        {label} · {t(`languages.${language}`)}
      </p>
      <p lang={htmlLang[language]} className={`break-words ${emphasis ? 'text-2xl font-semibold' : 'text-xl'}`}>
        {text}
      </p>
      {reading && showReading && (
        <p className="text-base text-[var(--fg-muted)]" data-testid="reading">
          {reading}
        </p>
      )}
      <ReadAloudButton text={text} locale={language} />
    </div>
  );
}
