/** How close a transcript is to the phrase the learner was asked to say. */
export type SpokenMatch = 'match' | 'close' | 'different';

/**
 * What is compared: letters and digits only, lower case, accents dropped (recognisers differ on
 * them, and learners are not judged on spelling here), so punctuation, spaces and case never count.
 */
function comparable(text: string): string[] {
  return [
    ...text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, ''),
  ];
}

function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** At least this share of the phrase's characters right (by edit distance) is "close". */
const closeShare = 0.75;

/**
 * The transcript against the target: the same letters is a match; most of them is close. Speech
 * recognition is not a pronunciation score, so this says only whether the words came through.
 */
export function compareSpoken(target: string, heard: string): SpokenMatch {
  const want = comparable(target);
  const got = comparable(heard);
  if (want.length === 0 || got.length === 0) return 'different';
  const distance = editDistance(want, got);
  if (distance === 0) return 'match';
  return 1 - distance / want.length >= closeShare ? 'close' : 'different';
}
