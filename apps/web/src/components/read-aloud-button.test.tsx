import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../i18n.test-helpers';
import { ReadAloudButton } from './read-aloud-button';

const session = vi.hoisted(() => ({ status: 'signedIn' as 'signedIn' | 'signedOut' }));
vi.mock('../stores/session-store', () => ({ useSession: () => ({ status: session.status, me: {} }) }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn() } }));

/** A player that "plays" each clip to its end on the next tick and records what it played. */
const played: string[] = [];
class FakeAudio extends EventTarget {
  src = '';
  play() {
    played.push(this.src);
    setTimeout(() => this.dispatchEvent(new Event('ended')), 0);
    return Promise.resolve();
  }
  pause() {}
}

beforeAll(setUpTestI18n);
let requested: URL[] = [];
beforeEach(() => {
  session.status = 'signedIn';
  requested = [];
  played.length = 0;
  toastError.mockReset();
  let clip = 0;
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:clip-${++clip}`, revokeObjectURL: () => {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(new URL(url, 'http://localhost'));
      return new Response(new Blob(['RIFF']), { status: 200, headers: { 'content-type': 'audio/wav' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ReadAloudButton', () => {
  it('reads long text part after part in the voice of its language, then offers to read again', async () => {
    const text = `${'Plants make food from light. '.repeat(12)}${'Water rises from the roots. '.repeat(4)}`;
    render(<ReadAloudButton text={text} locale="zh-Hant" />);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible());
    expect(requested.map((url) => url.pathname)).toEqual(['/api/speech/tts', '/api/speech/tts']);
    expect(requested.map((url) => url.searchParams.get('lang'))).toEqual(['zh', 'zh']);
    expect(requested.map((url) => url.searchParams.get('speed'))).toEqual(['normal', 'normal']);
    expect(requested.every((url) => url.searchParams.get('text')!.length <= 300)).toBe(true);
    expect(requested.map((url) => url.searchParams.get('text')).join(' ')).toBe(text.trim());
    expect(played).toEqual(['blob:clip-1', 'blob:clip-2']);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('reads slowly on request', async () => {
    render(<ReadAloudButton text="Bonjour tout le monde." locale="fr" />);
    await userEvent.click(screen.getByRole('button', { name: 'Read slowly' }));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(requested[0]!.searchParams.get('speed')).toBe('slow');
    expect(requested[0]!.searchParams.get('lang')).toBe('fr');
  });

  it('says the server’s translated error and what to do next when the engine fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'TTS_UNAVAILABLE', message: 'Text-to-speech error.' } }, { status: 503 })),
    );
    render(<ReadAloudButton text="Hello" locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledOnce());
    expect(toastError).toHaveBeenCalledWith('Text-to-speech error.', {
      description: 'Try again in a moment. If it keeps happening, read the text on the screen instead.',
    });
    expect(played).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });

  it('is not offered signed out, nor for a language no voice reads', () => {
    const { rerender } = render(<ReadAloudButton text="Hallo" locale="de" />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    session.status = 'signedOut';
    rerender(<ReadAloudButton text="Hello" locale="en" />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});
