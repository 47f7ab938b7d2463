import { createRequire } from 'node:module';
import path from 'node:path';
import type { IpadicFeatures, Tokenizer } from 'kuromoji';

/**
 * Japanese as espeak-ng should read it: each word in katakana as pronounced (kuromoji's
 * `pronunciation`: は as ワ, 東京 as トーキョー), since espeak-ng misreads kanji. Words the dictionary
 * does not know (Latin letters, digits) stay as written.
 */
export function katakanaReading(tokens: readonly Pick<IpadicFeatures, 'surface_form' | 'pronunciation'>[]): string {
  return tokens.map((token) => (token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : token.surface_form)).join('');
}

/** kuromoji's tokenizer, its dictionary loaded on the first call only (a few seconds and tens of MB: only once Japanese is asked for), again after a failure. */
export function createKuromojiLoader(): () => Promise<Tokenizer> {
  let tokenizer: Promise<Tokenizer> | null = null;
  const load = async () => {
    const require = createRequire(import.meta.url);
    const kuromoji = require('kuromoji') as typeof import('kuromoji');
    const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
    return new Promise<Tokenizer>((resolve, reject) =>
      kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
    );
  };
  return () => {
    tokenizer ??= load().catch((error: unknown) => {
      tokenizer = null;
      throw error;
    });
    return tokenizer;
  };
}

/** Japanese text as espeak-ng should read it, through kuromoji loaded on first use. */
export function createJapaneseReader(): (text: string) => Promise<string> {
  const tokenizer = createKuromojiLoader();
  return async (text) => katakanaReading((await tokenizer()).tokenize(text));
}
