import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { translate } from '../api/translator-api';
import { ConversationLane } from './conversation-lane';
import type { ConversationTurn } from './conversation-turn';
import type { LanguagePair } from './language-pair-picker';
import { TranscriptActions } from './transcript-actions';
import { TranscriptTurns } from './transcript-turns';
import { useTranslationError } from './translate-panel';
import { useReadingsShown } from './use-readings-shown';

/**
 * Two people, one device, turn by turn: person A speaks `pair.from`, person B `pair.to`, each in
 * their own lane (side by side, or top and bottom on a phone with B's lane on top to turn round).
 * The transcript grows in order and is kept only if saved.
 */
export function ConversationMode({ pair }: { pair: LanguagePair }) {
  const { t } = useTranslation('voiceTranslator');
  const [turns, setTurns] = useState<ConversationTurn[]>([]);
  const [showReadings, setShowReadings] = useReadingsShown();
  const messageOf = useTranslationError();
  const lastTo = (speaker: 'a' | 'b') => turns.findLast((turn) => turn.speaker !== speaker) ?? null;

  const say = (speaker: 'a' | 'b') => async (text: string) => {
    const from = speaker === 'a' ? pair.from : pair.to;
    const to = speaker === 'a' ? pair.to : pair.from;
    try {
      const result = await translate({ text, from, to });
      setTurns((previous) => [
        ...previous,
        {
          speaker,
          from,
          to,
          text,
          translation: result.translation,
          engine: result.engine,
          approximate: result.approximate,
          sourceReading: result.sourceReading,
          translationReading: result.translationReading,
        },
      ]);
    } catch (err) {
      throw messageOf(err);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-[var(--fg-muted)]">{t('conversation.lead')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="order-last md:order-none">
          <ConversationLane speaker="a" language={pair.from} heard={lastTo('a')} showReadings={showReadings} onSay={say('a')} />
        </div>
        <ConversationLane speaker="b" language={pair.to} heard={lastTo('b')} showReadings={showReadings} onSay={say('b')} flippable />
      </div>
      <Switch label={t('result.showReadings')} checked={showReadings} onCheckedChange={setShowReadings} />
      <section aria-labelledby="transcript-title" className="flex flex-col gap-3">
        <h2 id="transcript-title" className="text-lg font-semibold">
          {t('conversation.transcript')}
        </h2>
        {turns.length ? <TranscriptTurns turns={turns} /> : <p className="text-sm text-[var(--fg-muted)]">{t('conversation.empty')}</p>}
        <TranscriptActions
          turns={turns.map(({ speaker, from, to, text, translation, engine }) => ({ speaker, from, to, text, translation, engine }))}
        />
      </section>
    </div>
  );
}
