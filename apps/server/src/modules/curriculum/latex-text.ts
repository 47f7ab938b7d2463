/**
 * LaTeX as a printed page can show it without a maths renderer (the study guide's PDF): fractions
 * as a/b, roots and powers with their signs, the common symbols as Unicode. What it does not know
 * stays readable: its braces and backslashes go, its letters stay.
 */
const symbols: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  Delta: 'Δ',
  degree: '°',
  circ: '°',
  to: '→',
  rightarrow: '→',
  Rightarrow: '⇒',
  square: '□',
  ldots: '…',
  dots: '…',
  in: '∈',
  sum: 'Σ',
  angle: '∠',
  triangle: '△',
  perp: '⊥',
  parallel: '∥',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  log: 'log',
  ln: 'ln',
};
const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  n: 'ⁿ',
};

/** The contents of the braced group that starts at `open` (an index of "{"), and the index after it. */
function group(source: string, open: number): [string, number] {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return [source.slice(open + 1, i), i + 1];
  }
  return [source.slice(open + 1), source.length];
}

/** An argument: a braced group or one character. */
function argument(source: string, at: number): [string, number] {
  while (source[at] === ' ') at++;
  if (source[at] === '{') return group(source, at);
  return [source[at] ?? '', at + 1];
}

const wrap = (text: string) => (/^(\d+(\.\d+)?|[a-zA-Zπ□]|√\d+)$/u.test(text) ? text : `(${text})`);

export function latexToText(source: string): string {
  let out = '';
  for (let i = 0; i < source.length;) {
    const c = source[i]!;
    if (c === '\\') {
      const name = /^[a-zA-Z]+/.exec(source.slice(i + 1))?.[0];
      if (!name) {
        // \, \; \! \{ \} \% and the like: spacing or an escaped character.
        const next = source[i + 1] ?? '';
        out += '{}%$&#_'.includes(next) ? next : next === ',' || next === ';' || next === ' ' ? ' ' : '';
        i += 2;
        continue;
      }
      i += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [top, afterTop] = argument(source, i);
        const [bottom, afterBottom] = argument(source, afterTop);
        out += `${wrap(latexToText(top))}/${wrap(latexToText(bottom))}`;
        i = afterBottom;
      } else if (name === 'sqrt') {
        let index = '';
        if (source[i] === '[') {
          const close = source.indexOf(']', i);
          index = source.slice(i + 1, close);
          i = close + 1;
        }
        const [body, after] = argument(source, i);
        out += `${index ? (superscripts[index] ?? index) : ''}√${wrap(latexToText(body))}`;
        i = after;
      } else if (name === 'text' || name === 'mathrm' || name === 'textbf' || name === 'mathbf' || name === 'operatorname') {
        const [body, after] = argument(source, i);
        out += latexToText(body);
        i = after;
      } else if (name === 'left' || name === 'right' || name === 'displaystyle' || name === 'quad' || name === 'qquad') {
        out += name.endsWith('quad') ? '  ' : '';
      } else out += symbols[name] ?? name;
      continue;
    }
    if (c === '^') {
      const [power, after] = argument(source, i + 1);
      const text = latexToText(power);
      out += [...text].every((ch) => ch in superscripts) ? [...text].map((ch) => superscripts[ch]).join('') : `^${wrap(text)}`;
      i = after;
      continue;
    }
    if (c === '_') {
      const [sub, after] = argument(source, i + 1);
      out += `_${wrap(latexToText(sub))}`;
      i = after;
      continue;
    }
    if (c === '{' || c === '}' || c === '$') {
      i++;
      continue;
    }
    if (c === '~') {
      out += ' ';
      i++;
      continue;
    }
    out += c;
    i++;
  }
  return out.replace(/\s+/g, ' ').trim();
}
