/** ax + b written as a learner would, plain ("-x + 4", "6x - 15", "3x") or LaTeX: no "1x", no "+ -3", no "+ 0". */
export function linear(a: number, b: number, variable = 'x'): string {
  const term = a === 0 ? '' : a === 1 ? variable : a === -1 ? `-${variable}` : `${a}${variable}`;
  if (b === 0) return term === '' ? '0' : term;
  if (term === '') return String(b);
  return `${term} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
}

/** Terms of a sum in the order given, each with its sign: [3x, -5, -7x, 2] → "3x - 5 - 7x + 2". */
export function signedTerms(terms: readonly { coefficient: number; variable?: string }[]): string {
  return terms
    .map(({ coefficient, variable = '' }, i) => {
      const size = Math.abs(coefficient);
      const body = variable && size === 1 ? variable : `${size}${variable}`;
      if (i === 0) return coefficient < 0 ? `-${body}` : body;
      return `${coefficient < 0 ? '-' : '+'} ${body}`;
    })
    .join(' ');
}
