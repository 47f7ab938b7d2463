import type { Phrase, PhrasebookCategory, PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';

/**
 * A phrase as typed or said, compared loosely: case, spaces (also inside CJK text, where speech
 * recognition adds them) and the final punctuation do not count; apostrophes are one mark.
 */
export function normalisePhrase(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/^[\s¿¡]+/u, '')
    .replace(/[\s.!?。！？…,，、~～]+$/u, '')
    .replace(/\s+/g, ' ')
    .replace(/(?<=[\u3040-\u30ff\u3400-\u9fff]) (?=[\u3040-\u30ff\u3400-\u9fff])/gu, '')
    .trim();
}

export type PhraseMatch = { phrase: Phrase; translation: string };

/** Looks a source text up per language, built once from the loaded phrasebook. */
export function createPhrasebookIndex(categories: readonly PhrasebookCategory[]) {
  const byLanguage = new Map<PhrasebookLanguage, Map<string, Phrase>>();
  for (const category of categories)
    for (const phrase of category.phrases)
      for (const language of Object.keys(phrase) as (keyof Phrase)[]) {
        if (language === 'id' || language === 'note') continue;
        const index = byLanguage.get(language) ?? new Map<string, Phrase>();
        const key = normalisePhrase(phrase[language]);
        // The first phrase keeps a text two phrases share in one language (可以 for "yes" and "you may").
        if (!index.has(key)) index.set(key, phrase);
        byLanguage.set(language, index);
      }
  return {
    /** The curated translation of `text` when it is exactly a phrase of the book in `from`, else null. */
    find(text: string, from: PhrasebookLanguage, to: PhrasebookLanguage): PhraseMatch | null {
      const phrase = byLanguage.get(from)?.get(normalisePhrase(text));
      return phrase ? { phrase, translation: phrase[to] } : null;
    },
  };
}
