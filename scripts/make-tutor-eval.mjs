// Writes the tutor's maths evaluation set. Every problem is built backwards from its answer (pick
// the solution, then write the question), so the answers never come from the solver under test.
// Run once: node scripts/make-tutor-eval.mjs > apps/server/src/providers/llm/builtin/evaluation/maths-eval.json
let seed = 20261122;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const nonZero = (lo, hi) => {
  let v = 0;
  while (v === 0) v = int(lo, hi);
  return v;
};
const pick = (list) => list[int(0, list.length - 1)];
const gcd = (a, b) => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const frac = (n, d) => {
  const g = gcd(n, d) * Math.sign(d);
  const [p, q] = [n / g, d / g];
  return q === 1 ? String(p) : `${p}/${q}`;
};
const signed = (v) => (v < 0 ? `- ${-v}` : `+ ${v}`);
const problems = [];
const add = (band, topic, question, kind, answer, locale) =>
  problems.push({
    id: `${locale ? `${locale}-` : ''}${band[0]}${topic.slice(0, 3)}-${problems.length + 1}`,
    band,
    topic,
    question,
    kind,
    answer,
    ...(locale ? { locale } : {}),
  });

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
  add(
    'middle',
    'arithmetic',
    i % 2 ? `${a} + ${b}` : `${a} × 4`,
    'number',
    String(i % 2 ? Math.round((a + b) * 10) / 10 : Math.round(a * 40) / 10),
  );
}
for (let i = 0; i < 35; i++) {
  const x = int(-12, 12);
  const a = nonZero(-9, 9);
  const b = int(-20, 20);
  if (i % 2) {
    const c = nonZero(-5, 5);
    const d = a * x + b - c * x;
    if (a === c) {
      i--;
      continue;
    }
    add('middle', 'linear', `Solve ${a}x ${signed(b)} = ${c}x ${signed(d)}`, 'solutions', `x=${x}`);
  } else add('middle', 'linear', `${a}x ${signed(b)} = ${a * x + b}`, 'solutions', `x=${x}`);
}
for (let i = 0; i < 20; i++) {
  const [x, y] = [int(-8, 8), int(-8, 8)];
  const [a1, b1, a2, b2] = [nonZero(-5, 5), nonZero(-5, 5), nonZero(-5, 5), nonZero(-5, 5)];
  if (a1 * b2 - a2 * b1 === 0) {
    i--;
    continue;
  }
  add(
    i < 12 ? 'middle' : 'high',
    'system',
    `${a1}x ${signed(b1).replace(/(\d+)$/, '$1y')} = ${a1 * x + b1 * y}, ${a2}x ${signed(b2).replace(/(\d+)$/, '$1y')} = ${a2 * x + b2 * y}`,
    'solutions',
    `x=${x};y=${y}`,
  );
}
for (let i = 0; i < 30; i++) {
  const [r1, r2] = [int(-9, 9), int(-9, 9)];
  const a = i < 20 ? 1 : nonZero(-3, 3);
  const [b, c] = [-a * (r1 + r2), a * r1 * r2];
  const answer = [...new Set([r1, r2])]
    .sort((p, q) => p - q)
    .map((r) => `x=${r}`)
    .join(';');
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
  if (form === 2)
    add(band, 'word', `There are ${b} boxes with ${a} ${t} in each box. How many ${t} are there in total?`, 'number', String(a * b));
  if (form === 3)
    add(band, 'word', `${a * b} ${t} are shared equally among ${b} friends. How many ${t} does each friend get?`, 'number', String(a));
  if (form === 4) add(band, 'word', `A train travels ${a * b} km in ${b} hours. What is its average speed?`, 'number', String(a));
  if (form === 5) add(band, 'word', `Pencils cost $${b} each. How much do ${a} pencils cost?`, 'number', String(a * b));
  if (form === 6) add(band, 'word', `A jacket costs $${a * 4} with 25% off. What is the sale price?`, 'number', String(a * 3));
  if (form === 7)
    add(
      band,
      'word',
      `${n} has ${a + b} ${t} and ${pick(names.filter((m) => m !== n))} has ${a}. How many more ${t} does ${n} have?`,
      'number',
      String(b),
    );
}
// The same kinds of problem asked in the other interface languages, the way a learner would type
// them (commands, word operations, decimal commas, full-width Chinese), each with its `locale`.
const fullWidth = (text) => text.replace(/[0-9+\-=()]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const comma = (v) => String(v).replace('.', ',');
const templates = {
  es: {
    less: (a, b) => `Ana tiene ${a} pegatinas y regala ${b}. ¿Cuántas le quedan?`,
    each: (a, b) => `Hay ${b} cajas con ${a} lápices en cada caja. ¿Cuántos lápices hay en total?`,
    share: (a, b) => `Se reparten ${a * b} caramelos entre ${b} amigos a partes iguales. ¿Cuántos recibe cada uno?`,
    speed: (a, b) => `Un tren recorre ${a * b} km en ${b} horas. ¿Cuál es su velocidad media?`,
    add: (a, b) => `¿Cuánto es ${a} + ${b}?`,
    times: (b, c) => `Calcula ${b} por ${c}`,
    decimal: (a, b) => `Calcula ${comma(a)} + ${comma(b)}`,
    fractionAdd: (f, g) => `Calcula ${f} + ${g}`,
    fractionSub: (f, g) => `¿Cuánto es ${f} menos ${g}?`,
    percent: (p, w) => `¿Cuánto es el ${p}% de ${w}?`,
    percentWords: (p, w) => `Calcula el ${p} por ciento de ${w}`,
    linear: (eq) => `Resuelve ${eq}`,
    linearFor: (eq) => `Resuelve para x: ${eq}`,
    quadratic: (eq) => `Resuelve la ecuación ${eq}`,
    system: (e1, e2) => `Resuelve ${e1} y ${e2}`,
    simplify: (e) => `Simplifica ${e}`,
    expand: (e) => `Desarrolla ${e}`,
    derivative: (e) => `Calcula la derivada de ${e}`,
    integral: (e) => `Integral de ${e}`,
    definite: (e, b) => `Calcula la integral de ${e} de 0 a ${b}`,
  },
  fr: {
    less: (a, b) => `Léa a ${a} billes et en donne ${b}. Combien lui en reste-t-il ?`,
    each: (a, b) => `Il y a ${b} boîtes avec ${a} crayons dans chaque boîte. Combien de crayons en tout ?`,
    share: (a, b) => `On partage ${a * b} bonbons entre ${b} enfants. Combien chacun reçoit-il ?`,
    speed: (a, b) => `Un train parcourt ${a * b} km en ${b} heures. Quelle est sa vitesse moyenne ?`,
    add: (a, b) => `Combien font ${a} + ${b} ?`,
    times: (b, c) => `Calcule ${b} fois ${c}`,
    decimal: (a, b) => `Calcule ${comma(a)} + ${comma(b)}`,
    fractionAdd: (f, g) => `Calcule ${f} + ${g}`,
    fractionSub: (f, g) => `Combien font ${f} moins ${g} ?`,
    percent: (p, w) => `Calcule ${p} % de ${w}`,
    percentWords: (p, w) => `Combien font ${p} pour cent de ${w} ?`,
    linear: (eq) => `Résous ${eq}`,
    linearFor: (eq) => `Résoudre pour x : ${eq}`,
    quadratic: (eq) => `Résous l'équation ${eq}`,
    system: (e1, e2) => `Résous ${e1} et ${e2}`,
    simplify: (e) => `Simplifie ${e}`,
    expand: (e) => `Développe ${e}`,
    derivative: (e) => `Dérivée de ${e}`,
    integral: (e) => `Calcule une primitive de ${e}`,
    definite: (e, b) => `Calcule l'intégrale de ${e} de 0 à ${b}`,
  },
  it: {
    less: (a, b) => `Luca ha ${a} figurine e ne regala ${b}. Quante gliene restano?`,
    each: (a, b) => `Ci sono ${b} scatole con ${a} matite in ogni scatola. Quante matite ci sono in tutto?`,
    share: (a, b) => `${a * b} caramelle sono divise in parti uguali tra ${b} amici. Quante ne riceve ciascuno?`,
    speed: (a, b) => `Un treno percorre ${a * b} km in ${b} ore. Qual è la sua velocità media?`,
    add: (a, b) => `Quanto fa ${a} + ${b}?`,
    times: (b, c) => `Calcola ${b} per ${c}`,
    decimal: (a, b) => `Calcola ${comma(a)} + ${comma(b)}`,
    fractionAdd: (f, g) => `Calcola ${f} + ${g}`,
    fractionSub: (f, g) => `Quanto fa ${f} meno ${g}?`,
    percent: (p, w) => `Calcola il ${p}% di ${w}`,
    percentWords: (p, w) => `Quanto è il ${p} per cento di ${w}?`,
    linear: (eq) => `Risolvi ${eq}`,
    linearFor: (eq) => `Risolvi per x: ${eq}`,
    quadratic: (eq) => `Risolvi l'equazione ${eq}`,
    system: (e1, e2) => `Risolvi ${e1} e ${e2}`,
    simplify: (e) => `Semplifica ${e}`,
    expand: (e) => `Sviluppa ${e}`,
    derivative: (e) => `Calcola la derivata di ${e}`,
    integral: (e) => `Integra ${e}`,
    definite: (e, b) => `Calcola l'integrale di ${e} da 0 a ${b}`,
  },
  'zh-Hans': {
    less: (a, b) => `小明有${a}张贴纸，送给朋友${b}张，还剩几张？`,
    each: (a, b) => `每盒有${a}支笔，${b}盒一共有多少支？`,
    share: (a, b) => `${a * b}个苹果平均分给${b}个人，每人分几个？`,
    add: (a, b) => `${fullWidth(`${a}+${b}=`)}？`,
    times: (b, c) => `${b}乘${c}是多少？`,
    decimal: (a, b) => `计算 ${a} + ${b}`,
    fractionAdd: (f, g) => `计算 ${f} + ${g}`,
    fractionSub: (f, g) => `${f} 减 ${g} 等于多少？`,
    percent: (p, w) => `${w}的${p}%是多少？`,
    percentWords: (p, w) => `求${w}的百分之${p}`,
    linear: (eq) => `求解 ${eq}`,
    linearFor: (eq) => `解方程：${eq}`,
    quadratic: (eq) => `解方程 ${eq}`,
    system: (e1, e2) => `解方程组 ${e1}，${e2}`,
    simplify: (e) => `化简 ${e}`,
    expand: (e) => `展开 ${e}`,
    derivative: (e) => `求 ${e} 的导数`,
    integral: (e) => `求 ${e} 的积分`,
    definite: (e, b) => `计算 ${e} 从0到${b}的积分`,
  },
  'zh-Hant': {
    less: (a, b) => `小明有${a}張貼紙，送給朋友${b}張，還剩幾張？`,
    each: (a, b) => `每盒有${a}支筆，${b}盒一共有多少支？`,
    share: (a, b) => `${a * b}個蘋果平均分給${b}個人，每人分幾個？`,
    add: (a, b) => `${a}加${b}等於多少？`,
    times: (b, c) => `${fullWidth(String(b))}×${fullWidth(String(c))}是多少？`,
    decimal: (a, b) => `計算 ${a} + ${b}`,
    fractionAdd: (f, g) => `計算 ${f} + ${g}`,
    fractionSub: (f, g) => `${f} 減 ${g} 等於多少？`,
    percent: (p, w) => `${w}的${p}%是多少？`,
    percentWords: (p, w) => `求${w}的百分之${p}`,
    linear: (eq) => `求解 ${eq}`,
    linearFor: (eq) => `解方程：${eq}`,
    quadratic: (eq) => `解方程 ${fullWidth(eq)}`,
    system: (e1, e2) => `解方程組 ${e1}，${e2}`,
    simplify: (e) => `化簡 ${e}`,
    expand: (e) => `展開 ${e}`,
    derivative: (e) => `求 ${e} 的導數`,
    integral: (e) => `求 ${e} 的積分`,
    definite: (e, b) => `計算 ${e} 從0到${b}的積分`,
  },
  yue: {
    less: (a, b) => `我有${a}粒糖，食咗${b}粒，仲剩幾多粒？`,
    each: (a, b) => `每盒有${a}支筆，${b}盒一共有幾多支？`,
    share: (a, b) => `${a * b}個蘋果平均分俾${b}個人，每人有幾多個？`,
    add: (a, b) => `${a}加${b}係幾多？`,
    times: (b, c) => `計 ${b} 乘 ${c}`,
    decimal: (a, b) => `${a} + ${b} 係幾多`,
    fractionAdd: (f, g) => `計 ${f} 加 ${g} 係幾多`,
    fractionSub: (f, g) => `${f} 減 ${g} 係幾多？`,
    percent: (p, w) => `${w}嘅${p}%係幾多？`,
    percentWords: (p, w) => `${w}嘅百分之${p}係幾多`,
    linear: (eq) => `解 ${eq}`,
    linearFor: (eq) => `求解：${eq}`,
    quadratic: (eq) => `解方程 ${eq}`,
    system: (e1, e2) => `解 ${e1} 同 ${e2}`,
    simplify: (e) => `化簡 ${e}`,
    expand: (e) => `展開 ${e}`,
    derivative: (e) => `${e} 嘅導數係咩？`,
    integral: (e) => `計 ${e} 嘅積分`,
    definite: (e, b) => `計 ${e} 由0到${b}嘅積分`,
  },
};
for (const [locale, t] of Object.entries(templates)) {
  const [a, b, c] = [int(2, 50), int(2, 20), int(2, 9)];
  add('elementary', 'arithmetic', t.add(a, b), 'number', String(a + b), locale);
  add('elementary', 'arithmetic', t.times(b, c), 'number', String(b * c), locale);
  const [d1, d2] = [int(11, 99) / 10, int(101, 999) / 100];
  add('middle', 'arithmetic', t.decimal(d1, d2), 'number', String(Math.round((d1 + d2) * 100) / 100), locale);
  const [n1, q1, n2, q2] = [int(1, 9), int(2, 12), int(1, 9), int(2, 12)];
  add('elementary', 'fraction', t.fractionAdd(`${n1}/${q1}`, `${n2}/${q2}`), 'number', frac(n1 * q2 + n2 * q1, q1 * q2), locale);
  add('middle', 'fraction', t.fractionSub(`${n1}/${q1}`, `${n2}/${q2}`), 'number', frac(n1 * q2 - n2 * q1, q1 * q2), locale);
  const [p, whole] = [pick([10, 20, 25, 50]), int(1, 20) * 20];
  add('elementary', 'percentage', t.percent(p, whole), 'number', String((p * whole) / 100), locale);
  const p2 = int(1, 95);
  add('middle', 'percentage', t.percentWords(p2, 200), 'number', String(p2 * 2), locale);
  for (const form of [t.linear, t.linearFor]) {
    const [x, k, m] = [int(-12, 12), nonZero(-9, 9), int(-20, 20)];
    add('middle', 'linear', form(`${k}x ${signed(m)} = ${k * x + m}`), 'solutions', `x=${x}`, locale);
  }
  const [r1, r2] = [int(-9, 9), int(-9, 9)];
  add(
    'high',
    'quadratic',
    t.quadratic(`x^2 ${signed(-(r1 + r2))}x ${signed(r1 * r2)} = 0`),
    'solutions',
    [...new Set([r1, r2])]
      .sort((u, v) => u - v)
      .map((r) => `x=${r}`)
      .join(';'),
    locale,
  );
  const [sx, sy] = [int(-8, 8), int(-8, 8)];
  add('middle', 'system', t.system(`x + y = ${sx + sy}`, `x - y = ${sx - sy}`), 'solutions', `x=${sx};y=${sy}`, locale);
  const [s1, s2] = [nonZero(-9, 9), nonZero(-9, 9)];
  add('high', 'simplify', t.simplify(`(x ${signed(s1)})^2 - x^2`), 'expression', `${2 * s1}*x + ${s1 * s1}`, locale);
  add('high', 'simplify', t.expand(`(x ${signed(s1)})(x ${signed(s2)})`), 'expression', `x^2 + ${s1 + s2}*x + ${s1 * s2}`, locale);
  const [ca, cn, cb] = [nonZero(1, 9), int(2, 6), int(1, 9)];
  add('high', 'derivative', t.derivative(`${ca}x^${cn} + ${cb}x`), 'expression', `${ca * cn}*x^${cn - 1} + ${cb}`, locale);
  add('high', 'integral', t.integral(`${ca * (cn + 1)}x^${cn} + ${cb}`), 'antiderivative', `${ca}*x^${cn + 1} + ${cb}*x`, locale);
  add('high', 'integral', t.definite(`${3 * ca}x^2`, cb), 'number', String(ca * cb ** 3), locale);
  const [wa, wb] = [int(10, 60), int(2, 9)];
  add('elementary', 'word', t.less(wa, wb), 'number', String(wa - wb), locale);
  add('elementary', 'word', t.each(wa, wb), 'number', String(wa * wb), locale);
  add('elementary', 'word', t.share(wa, wb), 'number', String(wa), locale);
  // Units follow the number with a space only in the Latin-script languages.
  if (t.speed) add('middle', 'word', t.speed(wa, wb), 'number', String(wa), locale);
}
process.stdout.write(
  `${JSON.stringify({ description: 'BrainBoost tutor maths evaluation set: each question was written from its answer by scripts/make-tutor-eval.mjs.', problems }, null, 1)}\n`,
);
