/**
 * Plain maths as typed (the tutor's input: "(x^2 - 1)/(x + 1)", "sqrt(2x)", "3sin(x)") as LaTeX for
 * the editor's preview: fractions stacked, powers raised, roots drawn, π written. Null when the
 * brackets do not balance or the text is not an expression.
 */
type Token = { type: 'num' | 'name' | 'op' | 'open' | 'close'; text: string };

const functions: Record<string, [string, string]> = {
  sqrt: ['\\sqrt{', '}'],
  abs: ['\\left|', '\\right|'],
  sin: ['\\sin\\left(', '\\right)'],
  cos: ['\\cos\\left(', '\\right)'],
  tan: ['\\tan\\left(', '\\right)'],
  log: ['\\log\\left(', '\\right)'],
  ln: ['\\ln\\left(', '\\right)'],
  exp: ['\\exp\\left(', '\\right)'],
};
const symbols: Record<string, string> = { pi: '\\pi', theta: '\\theta', alpha: '\\alpha', beta: '\\beta', infinity: '\\infty' };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:[.,]\d+)?|\.\d+)|([a-zA-Zα-ωπ]+)|(<=|>=|[-+*/^=<>×÷·−,!%])|([([{])|([)\]}]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s+$/.test(text.slice(at))) break;
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    if (!m) return null;
    at = pattern.lastIndex;
    if (m[1]) tokens.push({ type: 'num', text: m[1] });
    else if (m[2]) {
      // "xy" and "2ab" are products of letters, but function and symbol names stay whole.
      const word = m[2] === 'π' ? 'pi' : m[2];
      if (functions[word] || symbols[word] || word.length === 1) tokens.push({ type: 'name', text: word });
      else {
        const known = Object.keys({ ...functions, ...symbols }).find((name) => word.startsWith(name) || word.endsWith(name));
        if (known && word !== known) {
          const [first, rest] = word.startsWith(known) ? [known, word.slice(known.length)] : [word.slice(0, -known.length), known];
          for (const part of [first, rest])
            for (const piece of functions[part] || symbols[part] ? [part] : [...part]) tokens.push({ type: 'name', text: piece });
        } else for (const letter of word) tokens.push({ type: 'name', text: letter });
      }
    } else if (m[3]) tokens.push({ type: 'op', text: m[3] === '×' || m[3] === '·' ? '*' : m[3] === '÷' ? '/' : m[3] === '−' ? '-' : m[3] });
    else if (m[4]) tokens.push({ type: 'open', text: m[4] });
    else if (m[5]) tokens.push({ type: 'close', text: m[5] });
  }
  return tokens;
}

/** A parsed piece: its LaTeX, and the LaTeX without its outer brackets (for fractions and powers). */
type Piece = { latex: string; bare: string };
const piece = (latex: string, bare = latex): Piece => ({ latex, bare });

export function asciiToLatex(text: string): string | null {
  const read = tokenize(text);
  if (!read || read.length === 0) return null;
  const tokens: Token[] = read;
  let i = 0;
  const peek = () => tokens[i];
  const fail = () => {
    throw new Error('not an expression');
  };

  function relation(): Piece {
    let left = sum();
    while (peek()?.type === 'op' && ['=', '<', '>', '<=', '>=', ','].includes(peek()!.text)) {
      const op = tokens[i++]!.text;
      const right = sum();
      const tex = { '=': ' = ', '<': ' < ', '>': ' > ', '<=': ' \\le ', '>=': ' \\ge ', ',': ',\\ ' }[op]!;
      left = piece(`${left.latex}${tex}${right.latex}`);
    }
    return left;
  }
  function sum(): Piece {
    let left = product();
    while (peek()?.type === 'op' && (peek()!.text === '+' || peek()!.text === '-')) {
      const op = tokens[i++]!.text;
      left = piece(`${left.latex} ${op} ${product().latex}`);
    }
    return left;
  }
  function startsFactor(t: Token | undefined) {
    return t !== undefined && (t.type === 'num' || t.type === 'name' || t.type === 'open');
  }
  function product(): Piece {
    let left = signed();
    for (;;) {
      const t = peek();
      if (t?.type === 'op' && t.text === '*') {
        i++;
        left = piece(`${left.latex} \\cdot ${signed().latex}`);
      } else if (t?.type === 'op' && t.text === '/') {
        i++;
        const right = signed();
        left = piece(`\\frac{${left.bare}}{${right.bare}}`);
      } else if (startsFactor(t)) {
        // Written side by side: 2x, 3sin(x), (x+1)(x-1); a number after a number needs a dot.
        const right = signed();
        left = piece(
          /\d$/.test(left.latex) && /^\d/.test(right.latex) ? `${left.latex} \\cdot ${right.latex}` : `${left.latex}${right.latex}`,
        );
      } else return left;
    }
  }
  function signed(): Piece {
    if (peek()?.type === 'op' && (peek()!.text === '-' || peek()!.text === '+')) {
      const op = tokens[i++]!.text;
      const rest = signed();
      return piece(`${op === '-' ? '-' : '+'}${rest.latex}`);
    }
    return power();
  }
  function power(): Piece {
    let base = postfix();
    if (peek()?.type === 'op' && peek()!.text === '^') {
      i++;
      const exponent = signed();
      base = piece(`{${base.latex}}^{${exponent.bare}}`);
    }
    return base;
  }
  function postfix(): Piece {
    let p = atom();
    while (peek()?.type === 'op' && (peek()!.text === '!' || peek()!.text === '%'))
      p = piece(`${p.latex}${tokens[i++]!.text === '%' ? '\\%' : '!'}`);
    return p;
  }
  function group(): Piece {
    const open = tokens[i++]!;
    const inner = relation();
    const close = tokens[i++];
    const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
    if (close?.type !== 'close' || pairs[open.text] !== close.text) fail();
    const [l, r] = open.text === '{' ? ['\\{', '\\}'] : [open.text, close!.text];
    return piece(`\\left${l}${inner.latex}\\right${r}`, inner.latex);
  }
  function atom(): Piece {
    const t = peek();
    if (!t) return fail();
    if (t.type === 'num') {
      i++;
      return piece(t.text);
    }
    if (t.type === 'open') return group();
    if (t.type === 'name') {
      i++;
      const fn = functions[t.text];
      if (fn && peek()?.type === 'open') {
        const inner = group();
        return piece(`${fn[0]}${inner.bare}${fn[1]}`);
      }
      return piece(symbols[t.text] ?? t.text);
    }
    return fail();
  }

  try {
    const result = relation();
    return i === tokens.length ? result.latex : null;
  } catch {
    return null;
  }
}

/** Whether every bracket is closed in order (the editor says so when it is not). */
export function bracketsBalance(text: string): boolean {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const ch of text) {
    if ('([{'.includes(ch)) stack.push(ch);
    else if (pairs[ch] && stack.pop() !== pairs[ch]) return false;
  }
  return stack.length === 0;
}
