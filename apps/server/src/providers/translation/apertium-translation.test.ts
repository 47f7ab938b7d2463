import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apertiumModes, createApertium } from './apertium-translation.js';
import { TranslationEngineError } from './translation.port.js';

const installed = (() => {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8' }).includes('eng-spa');
  } catch {
    return false;
  }
})();

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationEngineError);
  return (error as TranslationEngineError).reason;
};

describe('apertium modes', () => {
  it('keeps the plain modes among our languages, by pair, leaving variants and other languages out', () => {
    const modes = apertiumModes('  eco-es-fr\n  eng-spa\n  es-fr\n  fr-es\n  ita-spa\n  spa-eng\n  spa-eng_US\n  spa-ita\n  eng-cat\n');
    expect([...modes]).toEqual([
      ['en>es', 'eng-spa'],
      ['es>fr', 'es-fr'],
      ['fr>es', 'fr-es'],
      ['it>es', 'ita-spa'],
      ['es>en', 'spa-eng'],
      ['es>it', 'spa-ita'],
    ]);
  });

  it('is unavailable when the binary is missing', async () => {
    const engine = createApertium({ command: 'apertium-not-installed-here', timeoutMs: 1000 });
    expect(await reasonOf(engine.pairs())).toBe('unavailable');
  });

  it('kills a pipeline that does not answer in time', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'apertium-'));
    const slow = path.join(dir, 'apertium');
    writeFileSync(slow, '#!/bin/sh\nif [ "$1" = "-l" ]; then echo eng-spa; exit 0; fi\nsleep 5\n', { mode: 0o755 });
    const started = Date.now();
    expect(await reasonOf(createApertium({ command: slow, timeoutMs: 300 }).translate('Hello', { from: 'en', to: 'es' }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe.skipIf(!installed)('apertium en↔es, the real engine (skipped: apertium-eng-spa is not installed)', () => {
  const engine = createApertium({ timeoutMs: 20_000 });

  it('translates English to Spanish and back, and says which pairs it has', async () => {
    expect(await engine.pairs()).toEqual(
      expect.arrayContaining([
        { from: 'en', to: 'es' },
        { from: 'es', to: 'en' },
      ]),
    );
    expect(await engine.translate('I like the red house.', { from: 'en', to: 'es' })).toBe('Me gusta la casa roja.');
    expect(await engine.translate('El perro come.', { from: 'es', to: 'en' })).toMatch(/^The dog eats\.?$/);
    expect(engine.approximate).toBe(true);
  }, 30_000);

  it('refuses a pair no installed mode covers', async () => {
    expect(await reasonOf(engine.translate('Hello', { from: 'en', to: 'ja' }))).toBe('pair-unsupported');
  });
});
