import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const learner = { email: 'speaker@e2e.example', password: 'harbour-ember-violin-36' };
const interpreter = { email: 'micinterpreter@e2e.example', password: 'cobalt-lantern-fjord-27' };
const chatter = { email: 'micchat@e2e.example', password: 'harbour-quill-meadow-64' };
const greeting = 'Hola, buenos días';

// One after another: the fake transcription server answers one reply for everyone and lists every upload.
test.describe.configure({ mode: 'serial' });
const lp = (key: string) => translation('en', 'languagePractice', key);
const common = (key: string) => translation('en', 'common', key);

/**
 * The microphone's sound: espeak-ng (the app's own offline voice, through /api/speech/tts) saying a
 * Spanish greeting, then 2.5 s of silence so the VAD hears the end of speech before chromium loops
 * the file.
 */
async function spokenWav(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/speech/tts?${new URLSearchParams({ lang: 'es', text: greeting })}`);
  expect(res.status(), await res.text()).toBe(200);
  const wav = Buffer.from(await res.body());
  let data = 12;
  while (wav.toString('latin1', data, data + 4) !== 'data') data += 8 + wav.readUInt32LE(data + 4);
  const rate = wav.readUInt32LE(24);
  const speech = wav.subarray(data + 8, data + 8 + wav.readUInt32LE(data + 4));
  const silence = Buffer.alloc(Math.round(rate * 2.5) * 2);
  const header = Buffer.from(wav.subarray(0, data + 8));
  header.writeUInt32LE(header.length - 8 + speech.length + silence.length, 4);
  header.writeUInt32LE(speech.length + silence.length, data + 4);
  const file = path.join(tmpdir(), `brainboost-e2e-speech-${process.pid}.wav`);
  writeFileSync(file, Buffer.concat([header, speech, silence]));
  return file;
}

/** The lessons before speaking, played through the API: each exercise answered with the answer a miss reveals. */
async function playThroughApi(request: APIRequestContext, origin: string, lessonId: string) {
  const post = async <T>(url: string, data?: unknown) => {
    const res = await request.post(url, { headers: { origin }, ...(data ? { data } : {}) });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const attempt = await post<{ attemptId: string; remaining: string[] }>(`/api/languages/lessons/${lessonId}/attempts`, {
    clientKey: crypto.randomUUID(),
  });
  for (const id of attempt.remaining) {
    const miss = await post<{ correctAnswer: string }>(`/api/languages/attempts/${attempt.attemptId}/answers`, {
      clientKey: crypto.randomUUID(),
      exerciseId: id,
      answer: '—',
    });
    await post(`/api/languages/attempts/${attempt.attemptId}/answers`, {
      clientKey: crypto.randomUUID(),
      exerciseId: id,
      answer: miss.correctAnswer,
    });
  }
  await post(`/api/languages/attempts/${attempt.attemptId}/complete`);
}

/** Chromium whose microphone plays `wav` (allowed without asking). */
function browserWithMicrophone(wav: string) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  });
}

/** A signed-in page, in English and onboarded, in a browser with that microphone. */
async function signedInWithMicrophone(request: APIRequestContext, account: { email: string; password: string }) {
  const baseURL = test.info().project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  // Reading the greeting aloud (the microphone's sound) needs a signed-in caller too.
  expect((await request.post('/api/auth/sign-in/email', { headers: { origin }, data: account })).status()).toBe(200);
  const browser = await browserWithMicrophone(await spokenWav(request));
  const context = await browser.newContext({ baseURL, permissions: ['microphone'] });
  await context.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/sign-in/email', { headers: { origin }, data: account })).status()).toBe(200);
  expect((await page.request.post('/e2e/transcription', { data: { reply: greeting } })).status()).toBe(200);
  return { browser, page };
}

/** Scripts a page loads, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'fetch', 'other'].includes(request.resourceType())) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a Spanish learner says the phrase hands-free and sees what the server heard', async ({ request }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  const signIn = await request.post('/api/auth/sign-in/email', { headers: { origin }, data: learner });
  expect(signIn.status()).toBe(200);
  const microphone = await spokenWav(request);
  for (const type of ['introduction', 'phrases', 'grammar', 'quiz', 'listening'])
    await playThroughApi(request, origin, `es-beginner-1-${type}`);

  const browser = await browserWithMicrophone(microphone);
  try {
    const context = await browser.newContext({ baseURL, permissions: ['microphone'] });
    await context.addInitScript(() => {
      localStorage.setItem('onboardingComplete', 'true');
      localStorage.setItem('i18nextLng', 'en');
    });
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const loaded = scriptsOf(page);
    expect((await page.request.post('/api/auth/sign-in/email', { headers: { origin }, data: learner })).status()).toBe(200);

    // The home page's code holds none of the VAD: it loads only when hands-free listening starts.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((p) => /hands-free-vad|\/vad\//.test(p))).toEqual([]);

    await page.goto('/language-learning/es/lessons/es-beginner-1-speaking');
    await expect(page.getByRole('heading', { level: 1, name: lp('lessonTypes.speaking') })).toBeVisible();
    const phrase = (await page.getByTestId('exercise-text').innerText()).trim();
    expect((await page.request.post('/e2e/transcription', { data: { reply: phrase } })).status()).toBe(200);
    await expect(page.getByRole('heading', { name: lp('speak.checkTitle') })).toBeVisible();
    await expectNoAxeViolations(page);

    const button = page.getByTestId('speech-input-button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const transcribed = page.waitForResponse((res) => res.url().includes('/api/speech/transcribe'), { timeout: 60_000 });
    // Keyboard: Space starts hands-free listening, like a tap.
    await button.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('speech-input-listening')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('meter', { name: common('speechInput.level') })).toBeVisible();
    await expectNoAxeViolations(page);

    // The VAD hears the greeting end and sends it by itself.
    const response = await transcribed;
    expect(response.status()).toBe(200);
    const timing = response.request().timing();
    const roundTripMs = Math.round(timing.responseEnd - timing.requestStart);
    test.info().annotations.push({ type: 'transcribe round trip (ms)', description: String(roundTripMs) });
    console.log(`transcribe round trip through the fake server: ${roundTripMs} ms`);
    await expect(page.getByTestId('speech-heard')).toContainText(phrase);
    await expect(page.getByTestId('speech-verdict')).toHaveText(lp('speak.match'));
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    // What reached the transcription server: one WAV of the utterance (the VAD's 16 kHz audio), in Spanish.
    const uploads = (await (await page.request.get('/e2e/transcription')).json()) as { type: string; bytes: number; language: string }[];
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ type: 'audio/wav', language: 'es' });
    expect(uploads[0]!.bytes).toBeGreaterThan(16000);
    // The model and onnxruntime came from this app (the worklet's module load is not reported as a request).
    expect(loaded.filter((p) => p.startsWith('/vad/')).sort()).toEqual(
      expect.arrayContaining(['/vad/ort-wasm-simd-threaded.wasm', '/vad/silero_vad_v5.onnx']),
    );

    await page.screenshot({ path: test.info().outputPath('speak-check.png'), fullPage: true });
    await expectNoAxeViolations(page);
    // The learner's own rating is still the answer.
    await page.getByTestId('said-it').click();
    expect(cspViolations).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('in conversation mode the Spanish speaker talks into the microphone and the turn is translated for the other lane', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const { browser, page } = await signedInWithMicrophone(request, interpreter);
  try {
    const vt = (key: string) => translation('en', 'voiceTranslator', key);
    await page.goto('/language-learning/translator');
    await page.getByRole('tab', { name: vt('modes.conversation') }).click();
    const laneB = page.getByTestId('lane-b');
    const button = laneB.getByTestId('speech-input-button');
    // Push-to-talk by keyboard: Space starts, Space again stops and sends what was heard.
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.waitForTimeout(1500);
    const transcribed = page.waitForResponse((res) => res.url().includes('/api/speech/transcribe'), { timeout: 60_000 });
    await button.focus();
    await page.keyboard.press('Space');
    const response = await transcribed;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('lang')).toBe('es');
    const turns = page.getByTestId('transcript').getByRole('listitem');
    await expect(turns).toHaveCount(1, { timeout: 60_000 });
    await expect(turns.first()).toContainText(greeting);
    await expect(page.getByTestId('lane-a').getByTestId('translated-by')).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await browser.close();
  }
});

test('a voice-chat turn spoken hands-free is sent by itself and answered', async ({ request }) => {
  test.setTimeout(180_000);
  const { browser, page } = await signedInWithMicrophone(request, chatter);
  try {
    const vc = (key: string) => translation('en', 'voiceChat', key);
    await page.goto('/realtime-voice-chat');
    await expect(page.getByTestId('connection-status')).toHaveText(vc('connection.open'));
    await page.getByRole('radio', { name: new RegExp(vc('partner.language')) }).click();
    await page.getByRole('main').getByLabel(vc('partner.course')).selectOption('es');
    await page.getByRole('main').getByLabel(vc('partner.scenario')).selectOption('es-beginner-1');
    await page.getByLabel(vc('composer.handsFree')).check();
    const sent = page.waitForResponse((res) => res.url().endsWith('/api/voice-chat/turns'), { timeout: 90_000 });
    await page.getByTestId('speech-input-button').click();
    await expect(page.getByTestId('speech-input-listening')).toBeVisible();
    await expectNoAxeViolations(page);
    // The VAD hears the greeting end; the transcript goes out as the turn, and the partner answers.
    expect((await sent).status()).toBeLessThan(300);
    await expect(page.getByText(greeting).first()).toBeVisible();
    await expect(page.getByTestId('reply').first()).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expectNoAxeViolations(page);
  } finally {
    await browser.close();
  }
});
