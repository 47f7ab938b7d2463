import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../i18n.test-helpers';
import { queryClient } from '../../lib/query-client';
import { SpeechInputButton } from './speech-input-button';

/** A recorder that hands over one chunk of WebM when stopped. */
class FakeRecorder extends EventTarget {
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  constructor(readonly stream: MediaStream) {
    super();
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['webm-bytes'], { type: 'audio/webm' }) }));
    this.dispatchEvent(new Event('stop'));
  }
}

let status = { recognition: 'server', synthesis: 'espeak', voice: 'allowed' };
let transcribeAnswer: Response;
const uploads: { url: string; type: string }[] = [];
const track = { stop: vi.fn() };

beforeAll(async () => {
  await setUpTestI18n();
  // jsdom has no pointer capture; the button asks for it so a hold survives the pointer leaving it.
  HTMLElement.prototype.setPointerCapture ??= () => {};
});
beforeEach(() => {
  queryClient.clear();
  uploads.length = 0;
  track.stop.mockReset();
  status = { recognition: 'server', synthesis: 'espeak', voice: 'allowed' };
  transcribeAnswer = Response.json({ text: 'hola' });
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/speech/status')) return Response.json(status);
      uploads.push({ url, type: (init?.body as Blob).type });
      return transcribeAnswer;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  const onTranscript = vi.fn();
  const onError = vi.fn();
  render(<SpeechInputButton lang="es-ES" mode="push-to-talk" onTranscript={onTranscript} onError={onError} />);
  return { onTranscript, onError };
}

describe('SpeechInputButton', () => {
  it('toggles with the keyboard: Space starts listening, Enter stops and sends the recording', async () => {
    const { onTranscript } = renderButton();
    const button = await screen.findByRole('button', { name: 'Speak' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('hola'));
    expect(uploads).toEqual([{ url: '/api/speech/transcribe?lang=es', type: 'audio/webm' }]);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Speak' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('holds to talk: releasing a long press stops and sends, a short press keeps listening', async () => {
    const { onTranscript } = renderButton();
    const button = await screen.findByRole('button', { name: 'Speak' });
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
    await screen.findByRole('button', { name: 'Stop listening' });
    await new Promise((resolve) => setTimeout(resolve, 450));
    fireEvent.pointerUp(button, { pointerId: 1 });
    await waitFor(() => expect(onTranscript).toHaveBeenCalledTimes(1));

    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Speak' }), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(button, { pointerId: 1 });
    expect(await screen.findByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
    expect(onTranscript).toHaveBeenCalledTimes(1);
  });

  it('reports a server failure as "Error processing audio."', async () => {
    transcribeAnswer = Response.json({ error: { code: 'AUDIO_PROCESSING_FAILED', message: 'Error processing audio.' } }, { status: 502 });
    const { onError, onTranscript } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Speak' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop listening' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('speech.processingFailed'));
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('names the microphone refusal and what to do', async () => {
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    const { onError } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Speak' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('speech.micDenied'));
  });

  it('says the microphone needs HTTPS on a page that is not a secure context', async () => {
    vi.stubGlobal('isSecureContext', false);
    const { onError } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Speak' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('speech.micInsecure'));
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('says to type instead when neither the server nor the browser recognises speech', async () => {
    status = { recognition: 'none', synthesis: 'espeak', voice: 'allowed' };
    renderButton();
    expect(await screen.findByTestId('speech-input-unavailable')).toHaveTextContent('Type instead.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a child whose parent has not turned voice on', async () => {
    status = { recognition: 'server', synthesis: 'espeak', voice: 'parent-permission' };
    renderButton();
    expect(await screen.findByTestId('speech-input-unavailable')).toHaveTextContent(
      'Your parent or guardian has not turned on voice features',
    );
  });
});
