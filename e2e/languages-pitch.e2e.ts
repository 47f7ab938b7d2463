import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';
import { signInHavingPlayed } from './language-learner';

const learner = { email: 'tonal@e2e.example', password: 'lantern-cedar-ripple-62' };
const lp = (key: string) => translation('en', 'languagePractice', key);

/**
 * The microphone's sound, looped by chromium: a voice-like level syllable at 220 Hz, a short gap,
 * a syllable falling from 260 to 160 Hz, then a pause — 16-bit mono PCM at 16 kHz.
 */
function voiceWav(): string {
  const rate = 16000;
  const pieces: [seconds: number, hzAt: ((t: number) => number) | null][] = [
    [0.4, () => 220],
    [0.1, null],
    [0.4, (t) => 260 - 250 * t],
    [0.3, null],
  ];
  const samples: number[] = [];
  for (const [seconds, hzAt] of pieces) {
    let phase = 0;
    for (let i = 0; i < seconds * rate; i++) {
      if (!hzAt) samples.push(0);
      else {
        phase += (2 * Math.PI * hzAt(i / rate)) / rate;
        samples.push(0.3 * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase)));
      }
    }
  }
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((s, i) => wav.writeInt16LE(Math.round(s * 32767), 44 + i * 2));
  const file = path.join(tmpdir(), `brainboost-e2e-voice-${process.pid}.wav`);
  writeFileSync(file, wav);
  return file;
}

test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${voiceWav()}`,
    ],
  },
});

test('a Mandarin learner records a phrase and sees their pitch drawn over the tones, in words too, with no score', async ({
  visitor: page,
}) => {
  test.setTimeout(180_000);
  await signInHavingPlayed(page, learner, ['introduction', 'phrases', 'grammar', 'quiz', 'listening']);

  await page.goto('/language-learning/zh/lessons/zh-beginner-1-speaking');
  await expect(page.getByRole('heading', { level: 1, name: lp('lessonTypes.speaking') })).toBeVisible();
  await page.getByTestId('record').click();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: lp('speak.stop') }).click();

  const chart = page.getByTestId('pitch-chart');
  await expect(chart).toBeVisible({ timeout: 15_000 });
  await expect(chart.getByTestId('learner-line').first()).toBeAttached();
  await expect(chart.getByTestId('target-line').first()).toBeAttached();
  const syllables = chart.getByTestId('pitch-summary').getByRole('listitem');
  expect(await syllables.count()).toBeGreaterThan(0);
  await expect(syllables.first()).toContainText(/level|rising|falling|not heard/);
  await expect(chart).toContainText(lp('pitch.honest'));
  await expectNoAxeViolations(page);

  // Its colours keep their contrast in the dark theme and on a phone.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);

  // The chart is feedback to look at: the learner still rates themself.
  await expect(page.getByTestId('said-it')).toBeVisible();
});
