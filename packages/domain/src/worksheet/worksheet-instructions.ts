/**
 * Words that open a worksheet's instruction line ("Solve:", "Resuelve:", "解方程："), in the
 * interface languages. Kept beside worksheet detection: the domain package cannot import the
 * tutor's own word tables, and a sheet needs only the verbs, not how a question is phrased.
 */
const instructionWords: Record<string, string[]> = {
  en: [
    'solve',
    'simplify',
    'calculate',
    'compute',
    'evaluate',
    'expand',
    'factorise',
    'factorize',
    'factor',
    'find',
    'work out',
    'differentiate',
    'integrate',
  ],
  es: [
    'resuelve',
    'resolver',
    'calcula',
    'calcular',
    'simplifica',
    'desarrolla',
    'factoriza',
    'halla',
    'deriva',
    'integra',
    'efectúa',
    'opera',
  ],
  fr: [
    'résous',
    'résolvez',
    'résoudre',
    'calcule',
    'calculez',
    'simplifie',
    'simplifiez',
    'développe',
    'développez',
    'factorise',
    'factorisez',
    'dérive',
    'intègre',
    'effectue',
    'trouve',
  ],
  it: ['risolvi', 'risolvere', 'calcola', 'calcolare', 'semplifica', 'sviluppa', 'scomponi', 'trova', 'esegui', 'deriva', 'integra'],
  zh: [
    '解方程组',
    '解方程組',
    '解方程',
    '解下列方程',
    '计算',
    '計算',
    '计',
    '計',
    '化简',
    '化簡',
    '展开',
    '展開',
    '因式分解',
    '分解因式',
    '求导',
    '求導',
    '求',
    '解',
  ],
};

const words = Object.values(instructionWords)
  .flat()
  .sort((a, b) => b.length - a.length);
// Latin words must stand alone ("Find" is not "Finding"); Chinese has no spaces between words.
const opening = new RegExp(`^(?:${words.map((w) => (/^\p{Script=Han}/u.test(w) ? w : `${w}(?![\\p{L}])`)).join('|')})`, 'iu');

/** "Resuelve:", "Calcule :", "解方程：": an instruction for the problems after it, with no maths of its own. */
export function instructionOf(line: string): string | null {
  // A Chinese sheet numbers its sections with characters: "一、解方程：".
  const m = /^(?:[一二三四五六七八九十]+\s*[、,.]\s*)?(.+?)\s*[:：]$/u.exec(line.trim());
  if (!m || /\d/.test(m[1]!) || !opening.test(m[1]!.normalize('NFC'))) return null;
  return m[1]!;
}

/** Whether a problem's text already says what to do ("Simplifica (x+1)^2"), so a sheet's instruction is not added. */
export const opensWithInstruction = (text: string) => opening.test(text.normalize('NFC'));
