import type { TriangleGiven } from '@brainboost/domain/diagrams/triangle-solving';
import { normaliseMath } from '../../../maths/normalise-maths.js';
import { numeric } from '../../../maths/cas.js';

/** What a student asked to see: functions to plot over a range, or a figure with its measures. */
export type DiagramRequest =
  | { kind: 'plot'; functions: string[]; range: [number, number] | null }
  | { kind: 'circle'; radius: number }
  | { kind: 'rectangle'; width: number; height: number; square: boolean }
  | { kind: 'rightTriangle'; legs: [number, number] | null; hypotenuse: number | null; leg: number | null }
  | { kind: 'triangle'; given: TriangleGiven }
  | { kind: 'angle'; degrees: number };

// "plot", "graph", "draw", "sketch" and their forms in the interface languages.
const plotVerb =
  /^(?:please\s+)?(?:can you\s+)?(?:plot|graph|sketch|draw|show|grafica|graficar|grafique|dibuja|traza|trace|tracer|dessine|disegna|traccia|画出?|畫出?|绘制|繪製|画|畫)\s*(?:me\s+)?(?:the\s+|a\s+|an\s+)?(?:graph\s+of\s+|plot\s+of\s+|function\s+|functions\s+|curve\s+|la\s+(?:gráfica|función)\s+(?:de\s+)?|la\s+courbe\s+(?:de\s+)?|il\s+grafico\s+(?:di\s+)?|la\s+funzione\s+)?/i;
const rangePattern =
  /\s*(?:,\s*)?(?:(?:from|for|between|de|desde|entre|di|da|von|从|從|由)\s+(?:x\s*=\s*)?(\S+?)\s+(?:to|and|a|hasta|à|y|et|e|到)\s+(\S+?)|(?:for|on|over|para|pour|per|en|sur|su)?\s*(?:x\s*(?:in|∈)\s*)?\[\s*([^,\]]+)\s*,\s*([^\]]+)\]|(?:for|para|pour|per)?\s*(-?[\w.]+)\s*<=?\s*x\s*<=?\s*(-?[\w.]+))\s*$/i;
const number = String.raw`(\d+(?:\.\d+)?)`;

/** A number from a range bound: "-pi", "2pi", "3.5" (nothing else is evaluated). */
function bound(text: string): number | null {
  if (!/^[-+]?[\d.]*\s*(?:pi|π)?(?:\/\d+)?$/i.test(text.trim()) || !text.trim()) return null;
  try {
    const value: unknown = numeric.evaluate(text.replace(/π/g, 'pi'));
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

const allowedFunctions = new Set([
  'sin',
  'cos',
  'tan',
  'sqrt',
  'log',
  'exp',
  'abs',
  'asin',
  'acos',
  'atan',
  'sec',
  'csc',
  'cot',
  'floor',
  'ceil',
  'cbrt',
]);

/** A function of x as plain text mathjs can evaluate, or null if it is not one (only x, π and e as symbols). */
export function functionOfX(text: string): string | null {
  let expression = normaliseMath(text)
    .replace(/^(?:y|[fgh]\s*\(\s*x\s*\))\s*=\s*/i, '')
    .replace(/\b(sin|cos|tan|sqrt|log|exp|abs)\s+([a-z0-9.]+)\b/gi, '$1($2)')
    .trim();
  if (!expression || expression.length > 120 || /=/.test(expression)) return null;
  expression = expression.toLowerCase();
  try {
    const node = numeric.parse(expression);
    let valid = true;
    let usesX = false;
    node.traverse((n, _path, parent) => {
      if (n.type === 'SymbolNode') {
        const name = (n as unknown as { name: string }).name;
        const isCall = parent?.type === 'FunctionNode' && (parent as unknown as { fn: unknown }).fn === n;
        if (isCall) valid &&= allowedFunctions.has(name);
        else if (name === 'x') usesX = true;
        else valid &&= name === 'pi' || name === 'e';
      } else if (!['OperatorNode', 'ConstantNode', 'ParenthesisNode', 'FunctionNode'].includes(n.type)) valid = false;
    });
    return valid && (usesX || node.type === 'ConstantNode' || /^-?\d/.test(expression)) ? expression : null;
  } catch {
    return null;
  }
}

/** Splits "y = x^2 and y = 2x + 1" (also commas and semicolons) outside parentheses. */
function splitFunctions(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const tokens = text.split(/(\s+and\s+|\s+y\s+|\s+et\s+|\s+e\s+|[,;()和與与])/i);
  for (const token of tokens) {
    if (token === '(') depth++;
    if (token === ')') depth--;
    if (depth === 0 && /^(\s+(and|y|et|e)\s+|[,;和與与])$/i.test(token)) {
      parts.push(current);
      current = '';
    } else current += token;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

function readPlot(text: string): DiagramRequest | null {
  const verb = plotVerb.exec(text);
  if (!verb) return null;
  let rest = text
    .slice(verb[0].length)
    .replace(/[?.!。？]+$/, '')
    .trim();
  let range: [number, number] | null = null;
  const r = rangePattern.exec(rest);
  if (r) {
    const [lo, hi] = [bound(r[1] ?? r[3] ?? r[5] ?? ''), bound(r[2] ?? r[4] ?? r[6] ?? '')];
    if (lo !== null && hi !== null && hi > lo) {
      range = [lo, hi];
      rest = rest.slice(0, r.index).trim();
    }
  }
  const functions = splitFunctions(rest).map(functionOfX);
  if (!functions.length || functions.length > 4 || functions.some((f) => f === null)) return null;
  return { kind: 'plot', functions: functions as string[], range };
}

const numberIn = (pattern: RegExp, text: string) => {
  const m = pattern.exec(text);
  return m ? Number(m[1]) : null;
};

/** Words in the interface languages (Latin ones must stand alone; Chinese characters cannot be told apart by spaces). */
const words = {
  draw: String.raw`draw|sketch|show|construct|make|dibuja|traza|construye|dessine|trace|construis|disegna|traccia|costruisci|画|畫|绘制|繪製`,
  triangle: String.raw`triangles?|triángulos?|triangol[oi]|三角形`,
  right: String.raw`right(?:[- ]angled)?\s+triangle|triángulo\s+rectángulo|triangle\s+rectangle|triangolo\s+rettangolo|直角三角形`,
  legs: String.raw`legs|catheti|catetos|cathètes|cateti|直角边|直角邊`,
  leg: String.raw`leg|cateto|cathète|直角边|直角邊`,
  hypotenuse: String.raw`hypotenuse|hipotenusa|hypoténuse|ipotenusa|斜边|斜邊`,
  sides: String.raw`sides?|lados?|côtés?|lat[oi]|base|边长|邊長|边|邊`,
  circle: String.raw`circle|círculo|circunferencia|cercle|cerchio|圆|圓`,
  radius: String.raw`radius|radio|rayon|raggio|半径|半徑`,
  diameter: String.raw`diameter|diámetro|diamètre|diametro|直径|直徑`,
  square: String.raw`square|cuadrado|carré|quadrato|正方形`,
  rectangle: String.raw`rectangle|rectángulo|rettangolo|长方形|長方形|矩形`,
  width: String.raw`width|wide|length|ancho|largo|largeur|longueur|larghezza|lunghezza|长|長|宽|寬`,
  height: String.raw`height|high|tall|alto|altura|hauteur|altezza|高`,
  angle: String.raw`angles?|ángulos?|angol[oi]|角`,
  degrees: String.raw`°|degrees?|grados?|degrés?|gradi|度`,
};
/** "of", "is", "=", "为", "係"…: what may stand between a measure's name and its number. */
const linkWords = String.raw`\s*(?:(?:of|is|are|=|:|de|es|mide|miden|est|fait|font|di|è|misura|misurano|为|為|是|係|等于|等於)\s*)*`;
const and = String.raw`\s*(?:,|and|y|et|e|&|、|和|同|與|与)\s*`;
const word = (w: string) => new RegExp(String.raw`(?<![a-zà-ÿ])(?:${w})(?![a-zà-ÿ])`, 'iu');
const measure = (w: string) => new RegExp(String.raw`(?<![a-zà-ÿ])(?:${w})(?![a-zà-ÿ])${linkWords}${number}`, 'iu');
const withDegrees = new RegExp(String.raw`${number}\s*(?:${words.degrees})`, 'giu');

function readTriangle(text: string): DiagramRequest | null {
  if (word(words.right).test(text)) {
    const legs = new RegExp(
      String.raw`(?<![a-zà-ÿ])(?:${words.legs}|${words.sides})(?![a-zà-ÿ])${linkWords}${number}${and}${number}`,
      'iu',
    ).exec(text);
    const hypotenuse = numberIn(measure(words.hypotenuse), text);
    const leg = numberIn(measure(words.leg), text);
    if (hypotenuse !== null && leg !== null) return { kind: 'rightTriangle', legs: null, hypotenuse, leg };
    if (legs) return { kind: 'rightTriangle', legs: [Number(legs[1]), Number(legs[2])], hypotenuse: null, leg: null };
    return null;
  }
  if (!word(words.triangle).test(text)) return null;
  const given: TriangleGiven = {};
  // Named measures: "a = 3", "side b = 4", "angle C = 40°".
  for (const m of text.matchAll(/(?<![a-zà-ÿ])([abc])\s*=\s*(\d+(?:\.\d+)?)/gu)) given[m[1] as 'a' | 'b' | 'c'] = Number(m[2]);
  for (const m of text.matchAll(/(?<![a-zà-ÿ])([ABC])\s*=\s*(\d+(?:\.\d+)?)/gu)) given[m[1] as 'A' | 'B' | 'C'] = Number(m[2]);
  if (Object.keys(given).length) return { kind: 'triangle', given };
  const sides = new RegExp(
    String.raw`(?<![a-zà-ÿ])(?:${words.sides})(?![a-zà-ÿ])${linkWords}${number}${and}${number}(?!\s*(?:${words.degrees}))(?:${and}${number}(?!\s*(?:${words.degrees})))?`,
    'iu',
  ).exec(text);
  const angles = [...text.matchAll(withDegrees)].map((m) => Number(m[1]));
  if (sides && sides[3] !== undefined)
    return { kind: 'triangle', given: { a: Number(sides[1]), b: Number(sides[2]), c: Number(sides[3]) } };
  // Two sides with the angle between them (SAS): the angle is C, between a and b.
  if (sides && angles.length === 1) return { kind: 'triangle', given: { a: Number(sides[1]), b: Number(sides[2]), C: angles[0]! } };
  // Two angles and the side between them (ASA): the side is c, between A and B.
  const side = numberIn(
    new RegExp(String.raw`(?<![a-zà-ÿ])(?:${words.sides})(?![a-zà-ÿ])\D*?(\d+(?:\.\d+)?)(?!\s*(?:${words.degrees}))`, 'iu'),
    text.replace(withDegrees, ''),
  );
  if (angles.length === 2 && side !== null) return { kind: 'triangle', given: { A: angles[0]!, B: angles[1]!, c: side } };
  if (angles.length === 3 && side !== null) return { kind: 'triangle', given: { A: angles[0]!, B: angles[1]!, C: angles[2]!, c: side } };
  return null;
}

function readFigure(text: string): DiagramRequest | null {
  if (!new RegExp(String.raw`^(?:please\s+)?(?:can you\s+)?(?:por favor,?\s+)?(?:请|請|唔該)?\s*(?:${words.draw})`, 'iu').test(text))
    return null;
  const triangle = readTriangle(text);
  if (triangle) return triangle;
  if (word(words.circle).test(text)) {
    const radius = numberIn(measure(words.radius), text) ?? numberIn(/(?<![a-zà-ÿ])r\s*=\s*(\d+(?:\.\d+)?)/iu, text);
    const diameter = numberIn(measure(words.diameter), text);
    if (radius !== null) return { kind: 'circle', radius };
    if (diameter !== null) return { kind: 'circle', radius: diameter / 2 };
    return null;
  }
  if (word(words.square).test(text)) {
    const side = numberIn(measure(words.sides), text) ?? numberIn(new RegExp(String.raw`(?:${words.square})\D*?${number}`, 'iu'), text);
    return side === null ? null : { kind: 'rectangle', width: side, height: side, square: true };
  }
  if (word(words.rectangle).test(text)) {
    const by = new RegExp(String.raw`${number}\s*(?:by|x|×|\*|por|par|per|乘)\s*${number}`, 'iu').exec(text);
    if (by) return { kind: 'rectangle', width: Number(by[1]), height: Number(by[2]), square: false };
    const width = numberIn(measure(words.width), text);
    const height = numberIn(measure(words.height), text);
    if (width !== null && height !== null) return { kind: 'rectangle', width, height, square: false };
    return null;
  }
  const angle =
    new RegExp(String.raw`(?<![a-zà-ÿ])(?:${words.angle})(?![a-zà-ÿ])${linkWords}${number}\s*(?:${words.degrees})`, 'iu').exec(text) ??
    new RegExp(String.raw`${number}\s*(?:${words.degrees})\s*(?:的|嘅)?\s*(?:${words.angle})`, 'iu').exec(text);
  if (angle) return { kind: 'angle', degrees: Number(angle[1]) };
  return null;
}

/** Reads a request for a picture; null when the question asks for something else. */
export function readDiagramRequest(question: string): DiagramRequest | null {
  const text = question.replace(/\s+/g, ' ').trim();
  return readFigure(text) ?? readPlot(text);
}
