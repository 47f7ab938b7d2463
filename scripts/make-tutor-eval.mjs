// Writes the tutor's maths evaluation set. Every problem is built backwards from its answer (pick
// the solution, then write the question), so the answers never come from the solver under test.
// Run once: node scripts/make-tutor-eval.mjs > apps/server/src/providers/llm/builtin/evaluation/maths-eval.json
let seed = 20261122;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const nonZero = (lo, hi) => { let v = 0; while (v === 0) v = int(lo, hi); return v; };
const pick = (list) => list[int(0, list.length - 1)];
const gcd = (a, b) => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const frac = (n, d) => { const g = gcd(n, d) * Math.sign(d); const [p, q] = [n / g, d / g]; return q === 1 ? String(p) : `${p}/${q}`; };
const signed = (v) => (v < 0 ? `- ${-v}` : `+ ${v}`);
const problems = [];
const add = (band, topic, question, kind, answer) => problems.push({ id: `${band[0]}${topic.slice(0, 3)}-${problems.length + 1}`, band, topic, question, kind, answer });

for (let i = 0; i < 30; i++) {
  const [a, b, c] = [int(2, 50), int(2, 20), int(2, 9)];
  const form = i % 4;
  if (form === 0) add('elementary', 'arithmetic', `${a} + ${b}`, 'number', String(a + b));
  if (form === 1) add('elementary', 'arithmetic', `What is ${b} × ${c}?`, 'number', String(b * c));
  if (form === 2) add('elementary', 'arithmetic', `${a} - ${b} × ${c}`, 'number', String(a - b * c));
  if (form === 3) add('elementary', 'arithmetic', `(${a} + ${b}) × ${c}`, 'number', String((a + b) * c));
}
for (let i = 0; i < 35; i++) {
  const [n1, d1, n2, d2] = [int(1, 9), int(2, 12), int(1, 9), int(2, 12)];
  const band = i < 20 ? 'elementary' : 'middle';
  if (i % 3 === 2) add(band, 'fraction', `${n1}/${d1} × ${n2}/${d2}`, 'number', frac(n1 * n2, d1 * d2));
  else if (i % 3 === 1) add(band, 'fraction', `${n1}/${d1} - ${n2}/${d2}`, 'number', frac(n1 * d2 - n2 * d1, d1 * d2));
  else add(band, 'fraction', `What is ${n1}/${d1} + ${n2}/${d2}?`, 'number', frac(n1 * d2 + n2 * d1, d1 * d2));
}
for (let i = 0; i < 30; i++) {
  const band = i < 10 ? 'elementary' : 'middle';
  const p = band === 'elementary' ? pick([10, 25, 50, 20]) : int(1, 95);
  const whole = band === 'elementary' ? int(1, 20) * 20 : int(2, 400);
  if (i % 3 !== 2 || band === 'elementary') add(band, 'percentage', `What is ${p}% of ${whole}?`, 'number', String((p * whole) / 100));
  else add(band, 'percentage', `${(p * 4) / 1} is what percent of 400?`, 'number', String(p));
}
for (let i = 0; i < 10; i++) {
  const [a, b] = [int(1, 99) / 10, int(1, 99) / 10];
  add('middle', 'arithmetic', i % 2 ? `${a} + ${b}` : `${a} × 4`, 'number', String(i % 2 ? Math.round((a + b) * 10) / 10 : Math.round(a * 40) / 10));
}
for (let i = 0; i < 35; i++) {
  const x = int(-12, 12);
  const a = nonZero(-9, 9);
  const b = int(-20, 20);
  if (i % 2) {
    const c = nonZero(-5, 5);
    const d = a * x + b - c * x;
    if (a === c) { i--; continue; }
    add('middle', 'linear', `Solve ${a}x ${signed(b)} = ${c}x ${signed(d)}`, 'solutions', `x=${x}`);
  } else add('middle', 'linear', `${a}x ${signed(b)} = ${a * x + b}`, 'solutions', `x=${x}`);
}
for (let i = 0; i < 20; i++) {
  const [x, y] = [int(-8, 8), int(-8, 8)];
  const [a1, b1, a2, b2] = [nonZero(-5, 5), nonZero(-5, 5), nonZero(-5, 5), nonZero(-5, 5)];
  if (a1 * b2 - a2 * b1 === 0) { i--; continue; }
  add(i < 12 ? 'middle' : 'high', 'system', `${a1}x ${signed(b1).replace(/(\d+)$/, '$1y')} = ${a1 * x + b1 * y}, ${a2}x ${signed(b2).replace(/(\d+)$/, '$1y')} = ${a2 * x + b2 * y}`, 'solutions', `x=${x};y=${y}`);
}
for (let i = 0; i < 30; i++) {
  const [r1, r2] = [int(-9, 9), int(-9, 9)];
  const a = i < 20 ? 1 : nonZero(-3, 3);
  const [b, c] = [-a * (r1 + r2), a * r1 * r2];
  const answer = [...new Set([r1, r2])].sort((p, q) => p - q).map((r) => `x=${r}`).join(';');
  add('high', 'quadratic', `${a === 1 ? '' : a === -1 ? '-' : a}x^2 ${signed(b)}x ${signed(c)} = 0`, 'solutions', answer);
}
for (let i = 0; i < 20; i++) {
  const [a, b] = [nonZero(-9, 9), nonZero(-9, 9)];
  if (i % 2) add('high', 'simplify', `Simplify (x ${signed(a)})^2 - x^2`, 'expression', `${2 * a}*x + ${a * a}`);
  else add('high', 'simplify', `Expand (x ${signed(a)})(x ${signed(b)})`, 'expression', `x^2 + ${a + b}*x + ${a * b}`);
}
for (let i = 0; i < 25; i++) {
  const [a, n, b] = [nonZero(1, 9), int(2, 6), int(1, 9)];
  const form = i % 5;
  if (form === 0) add('high', 'derivative', `Derivative of ${a}x^${n} + ${b}x`, 'expression', `${a * n}*x^${n - 1} + ${b}`);
  if (form === 1) add('high', 'derivative', `Differentiate ${a}sin(x) + x^${n}`, 'expression', `${a}*cos(x) + ${n}*x^${n - 1}`);
  if (form === 2) add('high', 'derivative', `d/dx ${a}e^x - ${b}x^2`, 'expression', `${a}*e^x - ${2 * b}*x`);
  if (form === 3) add('high', 'derivative', `Find the derivative of x^${n} * ${a}`, 'expression', `${a * n}*x^${n - 1}`);
  if (form === 4) add('high', 'derivative', `Derivative of ${a}cos(x) + ${b}`, 'expression', `-${a}*sin(x)`);
}
for (let i = 0; i < 30; i++) {
  const [a, n, b] = [nonZero(1, 9), int(1, 5), int(1, 9)];
  const form = i % 5;
  if (form === 0) add('high', 'integral', `Integrate ${a * (n + 1)}x^${n} + ${b}`, 'antiderivative', `${a}*x^${n + 1} + ${b}*x`);
  if (form === 1) add('high', 'integral', `Integral of ${a}cos(x)`, 'antiderivative', `${a}*sin(x)`);
  if (form === 2) add('high', 'integral', `Integrate ${b}e^x + ${2 * a}x`, 'antiderivative', `${b}*e^x + ${a}*x^2`);
  if (form === 3) add('high', 'integral', `Antiderivative of ${a}sin(x)`, 'antiderivative', `-${a}*cos(x)`);
  if (form === 4) add('high', 'integral', `Integral of ${3 * a}x^2 from 0 to ${b}`, 'number', String(a * b ** 3));
}
const names = ['Mia', 'Leo', 'Ava', 'Sam', 'Zoe', 'Max'];
const things = ['apples', 'stickers', 'marbles', 'books', 'shells'];
for (let i = 0; i < 40; i++) {
  const [n, t] = [pick(names), pick(things)];
  const [a, b] = [int(10, 60), int(2, 9)];
  const band = i < 25 ? 'elementary' : 'middle';
  const form = i % 8;
  if (form === 0) add(band, 'word', `${n} has ${a} ${t} and finds ${b} more. How many ${t} does ${n} have now?`, 'number', String(a + b));
  if (form === 1) add(band, 'word', `${n} had ${a} ${t} and gave away ${b}. How many ${t} are left?`, 'number', String(a - b));
  if (form === 2) add(band, 'word', `There are ${b} boxes with ${a} ${t} in each box. How many ${t} are there in total?`, 'number', String(a * b));
  if (form === 3) add(band, 'word', `${a * b} ${t} are shared equally among ${b} friends. How many ${t} does each friend get?`, 'number', String(a));
  if (form === 4) add(band, 'word', `A train travels ${a * b} km in ${b} hours. What is its average speed?`, 'number', String(a));
  if (form === 5) add(band, 'word', `Pencils cost $${b} each. How much do ${a} pencils cost?`, 'number', String(a * b));
  if (form === 6) add(band, 'word', `A jacket costs $${a * 4} with 25% off. What is the sale price?`, 'number', String(a * 3));
  if (form === 7) add(band, 'word', `${n} has ${a + b} ${t} and ${pick(names.filter((m) => m !== n))} has ${a}. How many more ${t} does ${n} have?`, 'number', String(b));
}
process.stdout.write(`${JSON.stringify({ description: 'BrainBoost tutor maths evaluation set: each question was written from its answer by scripts/make-tutor-eval.mjs.', problems }, null, 1)}\n`);
