/**
 * The board tasks' fixed shapes. Trail making: 25 targets per part; part B alternates numbers and
 * letters (1-A-2-B-…-12-L-13). Schulte table: three tables of side × side numbers a round. Memory
 * pairs: `level` pairs of cards showing one of the symbols below.
 */
export const trailParts = ['A', 'B'] as const;
export type TrailPart = (typeof trailParts)[number];
export const trailTargets = 25;
export const schulteTables = 3;
export const pairSymbols = ['star', 'heart', 'moon', 'sun', 'cloud', 'leaf', 'fish', 'bird', 'apple', 'anchor', 'bell', 'key'] as const;

const letters = 'ABCDEFGHIJKL';

/** The label of the k-th target (1-based) of a trail part. */
export function trailLabel(part: TrailPart, k: number): string {
  if (part === 'A') return String(k);
  return k % 2 === 1 ? String((k + 1) / 2) : letters[k / 2 - 1]!;
}

/** All labels of a trail part with n targets, in the order they are to be joined. */
export const trailLabels = (part: TrailPart, n: number) => Array.from({ length: n }, (_, i) => trailLabel(part, i + 1));

/** Trail making trial: stimulus `A:7` (part, the target sought), response the label clicked. */
export function parseTrailStimulus(stimulus: string) {
  const [part, k] = stimulus.split(':') as [TrailPart, string];
  return { part, k: Number(k) };
}

/** Schulte trial: stimulus `2:7` (table, the number sought), response the number clicked. */
export function parseSchulteStimulus(stimulus: string) {
  const [table, k] = stimulus.split(':') as [string, string];
  return { table: Number(table), k: Number(k) };
}

/** Memory pairs trial: stimulus `5:3` (card position, the symbol it showed), response `flip`. */
export function parsePairStimulus(stimulus: string) {
  const [position, symbol] = stimulus.split(':') as [string, string];
  return { position: Number(position), symbol: Number(symbol) };
}
