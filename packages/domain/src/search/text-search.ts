/**
 * Search over our own texts (knowledge-hub articles, curriculum lessons) in all seven interface
 * languages: case, accents and width folded away ("fraccion" finds "Fracción"), words in any
 * order, every word required. Chinese has no spaces, so a run of Han characters is matched as it
 * is typed: a substring of the text.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The query's words, folded; one-letter Latin words are dropped (they match everything). */
export function queryTerms(query: string): string[] {
  const terms = foldForSearch(query)
    .split(/[\s,.;:!?¿¡()"'“”‘’«»。，、；：！？（）「」『』]+/u)
    .filter(Boolean);
  return [...new Set(terms.filter((t) => t.length > 1 || /\p{Script=Han}/u.test(t)))];
}

export type SearchField = { text: string; weight: number };

/** A document's score for the terms (0 when a term is missing): each term counts its best field's weight. */
export function searchScore(fields: readonly SearchField[], terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const folded = fields.map((f) => ({ text: foldForSearch(f.text), weight: f.weight }));
  let score = 0;
  for (const term of terms) {
    const best = Math.max(0, ...folded.filter((f) => f.text.includes(term)).map((f) => f.weight));
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** A short passage of `text` around the first term found, with an ellipsis where it was cut. */
export function searchSnippet(text: string, terms: readonly string[], radius = 70): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const folded = foldForSearch(plain);
  const at = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return plain.length > radius * 2 ? `${plain.slice(0, radius * 2).trimEnd()}…` : plain;
  // Folding keeps one character per letter in these languages, so the index holds in the original.
  const start = Math.max(0, at - radius);
  const end = Math.min(plain.length, at + radius);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}
