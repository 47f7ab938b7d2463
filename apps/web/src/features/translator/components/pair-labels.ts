import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';

type Pair = { from: PhrasebookLanguage; to: PhrasebookLanguage };

/** An engine's pairs as people read them: "English ↔ Spanish" when it goes both ways, "English → Japanese" when one. */
export function pairLabels(pairs: readonly Pair[], name: (language: PhrasebookLanguage) => string): string[] {
  const has = (from: string, to: string) => pairs.some((p) => p.from === from && p.to === to);
  const labels: string[] = [];
  const done = new Set<string>();
  for (const { from, to } of pairs) {
    if (done.has(`${from}>${to}`)) continue;
    done.add(`${from}>${to}`).add(`${to}>${from}`);
    labels.push(has(to, from) ? `${name(from)} ↔ ${name(to)}` : `${name(from)} → ${name(to)}`);
  }
  return labels;
}
