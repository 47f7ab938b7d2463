import { FlipVertical2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { EngineLabel } from './engine-label';
import type { ConversationTurn } from './conversation-turn';
import { PhraseInput } from './phrase-input';
import { SpokenText } from './spoken-text';

/**
 * One person's side of the table: their own input in their language, and the last thing the other
 * person said, translated for them. The far lane can be turned 180° for someone sitting opposite.
 */
export function ConversationLane({
  speaker,
  language,
  heard,
  showReadings,
  onSay,
  flippable = false,
}: {
  speaker: 'a' | 'b';
  language: PhrasebookLanguage;
  heard: ConversationTurn | null;
  showReadings: boolean;
  /** Translates and adds the turn; rejects with the message to show (the text then stays). */
  onSay: (text: string) => Promise<void>;
  flippable?: boolean;
}) {
  const { t } = useTranslation('voiceTranslator');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [flipped, setFlipped] = useState(false);
  const name = t(`conversation.person.${speaker}`);

  async function say(source: string) {
    setPending(true);
    setError(undefined);
    try {
      await onSay(source.trim());
      setText('');
    } catch (message) {
      setError(message as string);
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-label={t('conversation.laneLabel', { person: name, language: t(`languages.${language}`) })}
      className={`flex flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--bg-subtle)] p-4 transition-transform ${flipped ? 'rotate-180' : ''}`}
      data-testid={`lane-${speaker}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">
          {name} · {t(`languages.${language}`)}
        </h2>
        {flippable && (
          <Button variant="ghost" size="sm" aria-pressed={flipped} onClick={() => setFlipped(!flipped)}>
            <FlipVertical2 className="size-4" aria-hidden="true" />
            {t('conversation.flip')}
          </Button>
        )}
      </div>
      {heard ? (
        <div className="flex flex-col gap-2">
          <SpokenText
            label={t('conversation.theySaid')}
            language={language}
            text={heard.translation}
            reading={heard.translationReading}
            showReading={showReadings}
            emphasis
          />
          <EngineLabel engine={heard.engine} approximate={heard.approximate} />
        </div>
      ) : (
        <p className="text-sm text-[var(--fg-muted)]">{t('conversation.waiting')}</p>
      )}
      <PhraseInput
        label={t('conversation.yourTurn', { language: t(`languages.${language}`) })}
        value={text}
        onChange={setText}
        onSubmit={(source) => void say(source)}
        onSpeechError={setError}
        pending={pending}
        lang={language}
      />
      <FormAlert message={error} />
    </section>
  );
}
