import { fallbackLocale, type Locale } from '@brainboost/domain/i18n/locales';
import type { KnowledgeSource } from '@brainboost/domain/schemas/tutor';
import type { KnowledgeLookup } from '../../providers/llm/llm.port.js';
import type { KnowledgeHubRepository, PassageHit } from './knowledge-hub.repository.js';

/**
 * How much of a question (by the rarity-weighted share of its word stems) a paragraph must cover
 * to be quoted. Set from the question set in knowledge-answer.integration-test.ts: on-topic
 * questions score 0.7 and above, off-topic ones below 0.4.
 */
export const coverageThreshold = 0.6;
const maxSentences = 4;

/**
 * Splits a paragraph into sentences (Latin and CJK full stops). The era abbreviations inside
 * "a. C.", "d. C." (Spanish) and "av. J.-C.", "apr. J.-C." (French) do not end a sentence.
 */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])(?<!(?:^|\s)(?:a|d|av|apr)\.)\s+(?=(?:["“¿¡(]|«\s?)?[A-ZÀ-ÖØ-Þ0-9])|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A stem found in two articles at most weighs ln(42 / 2.5) ≈ 2.8 in a hub of 41 articles: a
 * question must match at least that much, so one common word ("time", "hello") is not enough.
 */
const minimumWeight = 2.5;

const coverage = (hit: PassageHit) => (hit.totalWeight > 0 ? hit.articleWeight / hit.totalWeight : 0);

/** A pattern matching whole words only (letters with accents count as letters), any case. */
const words = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'giu');

/**
 * Question framing that says nothing about the topic is dropped, and a few everyday words are
 * put the way the articles say them, before the question is stemmed. The framing words listed
 * are the ones PostgreSQL's stop-word lists keep ("qual", "quel", "est-ce", "explica"...), so they
 * would otherwise count as a rare, unmatched part of every question.
 */
const rewrites: Partial<Record<Locale, [RegExp, string][]>> = {
  en: [
    [/\b(can you |please )?(explain|describe|tell me about|tell me|define|definition of|what does it mean)\b/gi, ' '],
    [/\b(biggest)\b/gi, 'largest'],
    [/\b(start|started|begin|begins|starts)\b/gi, 'began'],
    [/\b(ww ?(ii|2)|world war (ii|2|two))\b/gi, 'second world war'],
    [/\b(ww ?(i|1)|world war (i|1|one))\b/gi, 'first world war'],
  ],
  es: [
    [
      words(
        '(puedes |por favor )?(explícame|explica|explicar|descríbeme|describe|háblame de|dime|define|definición de)|qué significa|cuál|cuáles|diferencia entre',
      ),
      ' ',
    ],
    [words('(entra|entran|entrar|entró|entraron|entrado) en erupción'), 'erupción'],
  ],
  fr: [
    // Elided forms run into the next word: "qu’est-ce qu’un volcan".
    [/(?<!\p{L})(qu[’']est-ce qu[’']|est-ce qu[’'])/giu, ' '],
    [
      words(
        "(peux-tu |s’il te plaît |s'il te plaît )?(explique-moi|explique|expliquer|décris-moi|décris|parle-moi de|dis-moi|définis|définition de)|qu[’']est-ce que|qu[’']est-ce|est-ce que|c[’']est quoi|quel|quelle|quels|quelles|différence entre",
      ),
      ' ',
    ],
  ],
  it: [
    [
      words(
        "(puoi |per favore )?(spiegami|spiega|spiegare|descrivimi|descrivi|parlami di|dimmi|definisci|definizione di)|qual|quale|quali|che cos[’']è|cos[’']è|differenza tra|differenza fra",
      ),
      ' ',
    ],
  ],
};
export function rewriteQuestion(question: string, locale: Locale): string {
  return (rewrites[locale] ?? []).reduce((q, [pattern, to]) => q.replace(pattern, to), question);
}

/**
 * Answers from the knowledge hub: the paragraphs that cover the question best (in the learner's
 * language, else in English), cut down to their sentences that contain the question's words,
 * quoted word for word with the articles cited. Null when nothing covers the question well enough,
 * so the tutor says it cannot answer offline instead of guessing.
 */
export function createKnowledgeLookup(repository: KnowledgeHubRepository): KnowledgeLookup {
  return async (question, locale) => {
    const locales: Locale[] = locale === fallbackLocale ? [locale] : [locale, fallbackLocale];
    for (const searchLocale of locales) {
      const query = rewriteQuestion(question, searchLocale);
      const hits = (await repository.search(query, searchLocale)).filter(
        (h) => coverage(h) >= coverageThreshold && h.articleWeight >= minimumWeight,
      );
      if (hits.length === 0) continue;
      const best = coverage(hits[0]!);
      // The best article's best two paragraphs, and a second article only when it covers the question as well.
      const chosen = hits.filter((h) => coverage(h) >= best - 1e-9);
      const articles = [...new Set(chosen.map((h) => h.slug))].slice(0, 2);
      const paragraphs = articles.flatMap((slug) =>
        chosen
          .filter((h) => h.slug === slug)
          .slice(0, 2)
          .sort((a, b) => a.position - b.position),
      );
      const sources: KnowledgeSource[] = articles.map((slug) => {
        const hit = hits.find((h) => h.slug === slug)!;
        return { slug, title: hit.title, subject: hit.subject as KnowledgeSource['subject'], locale: hit.locale };
      });
      // Sentences with at least half as many of the question's stems as the best one, in the articles' order.
      const candidates: { text: string; source: number; matches: number; order: number }[] = [];
      for (const paragraph of paragraphs) {
        const sentences = sentencesOf(paragraph.body);
        const matches = await repository.sentenceMatches(query, searchLocale, sentences);
        const source = articles.indexOf(paragraph.slug);
        sentences.forEach((text, i) => candidates.push({ text, source, matches: matches[i] ?? 0, order: candidates.length }));
      }
      const most = Math.max(...candidates.map((c) => c.matches));
      const picked = most > 0 ? candidates.filter((c) => c.matches >= Math.ceil(most / 2)) : candidates.slice(0, 1);
      const passages = picked
        .sort((a, b) => b.matches - a.matches || a.order - b.order)
        .slice(0, maxSentences)
        .sort((a, b) => a.order - b.order)
        .map(({ text, source }) => ({ text, source }));
      return { kind: 'sourced', passages, sources };
    }
    return null;
  };
}
