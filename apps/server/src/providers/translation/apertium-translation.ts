import { spawn } from 'node:child_process';
import { TranslationEngineError, type TranslationEngine, type TranslationLanguage, type TranslationPair } from './translation.port.js';

/** Language names in Apertium's mode names (ISO 639-3 in newer pairs, 639-1 in older ones) among ours. */
const modeLanguages: Record<string, TranslationLanguage> = {
  eng: 'en',
  en: 'en',
  spa: 'es',
  es: 'es',
  fra: 'fr',
  fr: 'fr',
  ita: 'it',
  it: 'it',
};

/** The plain `<from>-<to>` modes among `apertium -l`'s list (variants such as `spa-eng_US` and `eco-*` left out), by pair. */
export function apertiumModes(listing: string): Map<string, string> {
  const modes = new Map<string, string>();
  for (const mode of listing.split('\n').map((l) => l.trim())) {
    const match = /^([a-z]{2,3})-([a-z]{2,3})$/.exec(mode);
    const from = match && modeLanguages[match[1]!];
    const to = match && modeLanguages[match[2]!];
    if (from && to && from !== to && !modes.has(`${from}>${to}`)) modes.set(`${from}>${to}`, mode);
  }
  return modes;
}

export type ApertiumOptions = { command?: string; timeoutMs: number };

type RunResult = { code: number | null; stdout: string; stderr: string };

/** Runs the command with `input` on stdin; kills its whole process group (apertium is a shell pipeline) after the timeout. */
function run(command: string, args: string[], input: string, timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
      reject(new TranslationEngineError('timeout', `apertium did not answer in ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new TranslationEngineError('unavailable', 'apertium is not installed')
          : new TranslationEngineError('failed', `apertium could not start: ${error.message}`),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/**
 * Apertium offline (decision 0104): the rule-based engine Debian packages (`apertium-eng-spa` and
 * others), run as `apertium -u <mode>` per text. Its pairs are the modes installed, asked once
 * (`apertium -l`) and again after a failure; unknown words pass through unmarked (`-u`). Its output
 * is rough, so it is labelled approximate.
 */
export function createApertium(options: ApertiumOptions): TranslationEngine {
  const command = options.command ?? 'apertium';
  let modes: Promise<Map<string, string>> | null = null;
  const loadModes = () => {
    modes ??= run(command, ['-l'], '', options.timeoutMs)
      .then((result) => apertiumModes(result.stdout))
      .catch((error: unknown) => {
        modes = null;
        throw error;
      });
    return modes;
  };
  return {
    kind: 'apertium',
    approximate: true,
    async pairs() {
      return [...(await loadModes()).keys()].map((key) => {
        const [from, to] = key.split('>') as [TranslationLanguage, TranslationLanguage];
        return { from, to } satisfies TranslationPair;
      });
    },
    async translate(text, pair) {
      const mode = (await loadModes()).get(`${pair.from}>${pair.to}`);
      if (!mode) throw new TranslationEngineError('pair-unsupported', `no apertium pair installed for ${pair.from} to ${pair.to}`);
      // One line: apertium translates line by line, and a line break would end a sentence mid-way.
      // Through `cat`: apertium reads /dev/stdin by name, which fails on the socket Node gives a child as stdin.
      const result = await run('/bin/sh', ['-c', 'cat | exec "$0" -u "$1"', command, mode], text.replace(/\s+/g, ' '), options.timeoutMs);
      if (result.code === 127) throw new TranslationEngineError('unavailable', 'apertium is not installed');
      const translated = result.stdout.trim();
      if (result.code !== 0 || !translated)
        throw new TranslationEngineError('failed', `apertium ${mode} failed (${result.code}): ${result.stderr.trim().slice(0, 200)}`);
      return translated;
    },
  };
}
