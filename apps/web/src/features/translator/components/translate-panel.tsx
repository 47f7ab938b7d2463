import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translation } from '@brainboost/domain/schemas/translator';
import { FormAlert } from '../../../components/forms/form-alert';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { translate } from '../api/translator-api';
import { EngineLabel } from './engine-label';
import type { LanguagePair } from './language-pair-picker';
import { PhraseInput } from './phrase-input';
import { SpokenText } from './spoken-text';
import { useReadingsShown } from './use-readings-shown';

type Result = { pair: LanguagePair; text: string; translation: Translation };

/** The message for a failed translation: the server's own (already translated), or "Translation error." and what to do. */
export function useTranslationError() {
  const { t } = useTranslation('voiceTranslator');
  return (error: unknown) => (error instanceof ApiError && error.status !== 0 ? error.message : t('errors.translationFailed'));
}

/**
 * Type a phrase, see it beside its translation with readings, hear both. A phrase picked in the
 * phrasebook arrives as `picked` and is translated at once. The typed text stays after an error.
 */
export function TranslatePanel({ pair, picked }: { pair: LanguagePair; picked: { text: string; key: number } | null }) {
  const { t } = useTranslation('voiceTranslator');
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [showReadings, setShowReadings] = useReadingsShown();
  const messageOf = useTranslationError();

  async function run(source: string) {
    setPending(true);
    setError(undefined);
    try {
      setResult({ pair, text: source.trim(), translation: await translate({ text: source.trim(), ...pair }) });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setPending(false);
    }
  }

  useEffect(() => {
    if (!picked) return;
    setText(picked.text);
    void run(picked.text);
    // Only a new pick translates; the pair it was picked in is the current one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked?.key]);

  const hasReadings = !!(result?.translation.sourceReading || result?.translation.translationReading);
  return (
    <div className="flex flex-col gap-5">
      <PhraseInput
        label={t('input.label', { language: t(`languages.${pair.from}`) })}
        value={text}
        onChange={setText}
        onSubmit={(source) => void run(source)}
        onSpeechError={setError}
        pending={pending}
        lang={pair.from}
      />
      <FormAlert message={error} />
      {result && (
        <section aria-label={t('result.label')} aria-live="polite" className="flex flex-col gap-3" data-testid="translation-result">
          <div className="grid gap-3 md:grid-cols-2">
            <SpokenText
              label={t('result.original')}
              language={result.pair.from}
              text={result.text}
              reading={result.translation.sourceReading}
              showReading={showReadings}
            />
            <SpokenText
              label={t('result.translation')}
              language={result.pair.to}
              text={result.translation.translation}
              reading={result.translation.translationReading}
              showReading={showReadings}
              emphasis
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <EngineLabel engine={result.translation.engine} approximate={result.translation.approximate} />
            {hasReadings && <Switch label={t('result.showReadings')} checked={showReadings} onCheckedChange={setShowReadings} />}
          </div>
        </section>
      )}
    </div>
  );
}
