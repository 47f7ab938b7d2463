import i18n from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { voiceChatMaxHistory, type VoiceChatPartner } from '@brainboost/domain/schemas/voice-chat';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { cancelTurn, createTurn } from '../api/voice-chat-api';

export type ChatTurn = {
  key: string;
  turnId: string | null;
  learner: string;
  reply: string;
  status: 'sending' | 'streaming' | 'done' | 'stopped' | 'failed';
  /** Translated, from the server. */
  error?: string;
};

/**
 * One spoken conversation: turns posted over HTTP, replies arriving as realtime events (possibly
 * from another server). `onPiece` receives each piece of a reply as it arrives, to be read aloud.
 * The conversation lives in the page only: earlier turns go back to the server as context.
 */
export function useVoiceChat(partner: VoiceChatPartner, onPiece: (text: string) => void) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const sessionId = useRef(randomUuid());
  const active = useRef<string | null>(null);

  const update = useCallback((turnId: string, change: (turn: ChatTurn) => Partial<ChatTurn>) => {
    setTurns((all) => all.map((turn) => (turn.turnId === turnId ? { ...turn, ...change(turn) } : turn)));
  }, []);

  const onDelta = (event: { turnId: string; text: string }) => {
    if (event.turnId !== active.current) return;
    onPiece(event.text);
    update(event.turnId, (turn) => ({ reply: turn.reply + event.text, status: 'streaming' }));
  };
  const onDone = (event: { turnId: string; text: string }) => {
    if (event.turnId === active.current) active.current = null;
    update(event.turnId, (turn) => (turn.status === 'stopped' ? {} : { reply: event.text, status: 'done' }));
  };
  const onError = (event: { turnId: string; message: string }) => {
    if (event.turnId === active.current) active.current = null;
    update(event.turnId, (turn) => (turn.status === 'stopped' ? {} : { status: 'failed', error: event.message }));
  };
  // The first pieces of a reply can arrive over the socket before the POST that started it has
  // answered with its id: they are held while a turn is being sent and played once the id is known.
  const sending = useRef(false);
  const byTurn = useRef(new Map<string, Array<() => void>>());
  const handle =
    <E extends { turnId: string }>(apply: (event: E) => void) =>
    (event: E) => {
      if (sending.current && event.turnId !== active.current) {
        const held = byTurn.current.get(event.turnId) ?? [];
        held.push(() => apply(event));
        byTurn.current.set(event.turnId, held);
        return;
      }
      apply(event);
    };
  useRealtime('voice-chat.delta', handle(onDelta));
  useRealtime('voice-chat.done', handle(onDone));
  useRealtime('voice-chat.error', handle(onError));

  const send = useCallback(
    async (text: string): Promise<string | null> => {
      const key = randomUuid();
      const history = turns
        .filter((turn) => turn.status === 'done')
        .slice(-voiceChatMaxHistory)
        .map((turn) => ({ learner: turn.learner, partner: turn.reply }));
      setTurns((all) => [...all, { key, turnId: null, learner: text, reply: '', status: 'sending' }]);
      sending.current = true;
      byTurn.current.clear();
      try {
        const { turnId } = await createTurn({ sessionId: sessionId.current, partner, text, history });
        active.current = turnId;
        setTurns((all) => all.map((turn) => (turn.key === key ? { ...turn, turnId, status: 'streaming' } : turn)));
        sending.current = false;
        for (const play of byTurn.current.get(turnId) ?? []) play();
        byTurn.current.clear();
        return null;
      } catch (err) {
        sending.current = false;
        byTurn.current.clear();
        // The learner's words go back into the text field; the failed turn is not kept.
        setTurns((all) => all.filter((turn) => turn.key !== key));
        return err instanceof ApiError ? err.message : i18n.t('errors:generic.network');
      }
    },
    [partner, turns],
  );

  const stop = useCallback(() => {
    const turnId = active.current;
    active.current = null;
    if (!turnId) return;
    update(turnId, () => ({ status: 'stopped' }));
    void cancelTurn(turnId).catch(() => {});
  }, [update]);

  const restart = useCallback(() => {
    stop();
    sessionId.current = randomUuid();
    setTurns([]);
  }, [stop]);

  const busy = turns.some((turn) => turn.status === 'sending' || (turn.status === 'streaming' && turn.turnId === active.current));
  return { turns, send, stop, restart, busy };
}
