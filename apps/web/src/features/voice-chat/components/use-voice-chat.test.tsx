import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useVoiceChat } from './use-voice-chat';

type Handler = (event: { turnId: string; text?: string; message?: string }) => void;
const handlers = new Map<string, Handler>();
let answerTurn: (value: { turnId: string }) => void = () => {};

vi.mock('../../../lib/realtime/use-realtime', () => ({
  useRealtime: (type: string, handler: Handler) => handlers.set(type, handler),
}));
vi.mock('../api/voice-chat-api', () => ({
  createTurn: () => new Promise<{ turnId: string }>((resolve) => (answerTurn = resolve)),
  cancelTurn: () => Promise.resolve(),
}));

const fire = (type: string, event: { turnId: string; text?: string }) => act(() => handlers.get(type)!(event));

describe('useVoiceChat', () => {
  beforeEach(() => handlers.clear());

  it('keeps the pieces of a reply that arrive before the turn’s id, and plays them in order', async () => {
    const pieces: string[] = [];
    const { result } = renderHook(() => useVoiceChat('tutor', (text) => pieces.push(text)));
    let sent: Promise<string | null> = Promise.resolve(null);
    act(() => {
      sent = result.current.send('Hola');
    });
    // Another server streamed faster than this one answered the POST.
    fire('voice-chat.delta', { turnId: 't1', text: 'Uno. ' });
    fire('voice-chat.delta', { turnId: 't1', text: 'Dos. ' });
    await act(async () => {
      answerTurn({ turnId: 't1' });
      await sent;
    });
    fire('voice-chat.delta', { turnId: 't1', text: 'Tres.' });
    expect(pieces).toEqual(['Uno. ', 'Dos. ', 'Tres.']);
    expect(result.current.turns[0]).toMatchObject({ turnId: 't1', reply: 'Uno. Dos. Tres.', status: 'streaming' });
    fire('voice-chat.done', { turnId: 't1', text: 'Uno. Dos. Tres.' });
    expect(result.current.turns[0]!.status).toBe('done');
  });

  it('ignores pieces of another turn while one is being sent', async () => {
    const pieces: string[] = [];
    const { result } = renderHook(() => useVoiceChat('tutor', (text) => pieces.push(text)));
    let sent: Promise<string | null> = Promise.resolve(null);
    act(() => {
      sent = result.current.send('Hola');
    });
    fire('voice-chat.delta', { turnId: 'other', text: 'Not mine.' });
    await act(async () => {
      answerTurn({ turnId: 't2' });
      await sent;
    });
    expect(pieces).toEqual([]);
    expect(result.current.turns[0]!.reply).toBe('');
  });
});
