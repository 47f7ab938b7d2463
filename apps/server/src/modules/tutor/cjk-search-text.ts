/**
 * Chinese (and Cantonese) is written without spaces, and PostgreSQL's `simple` text-search
 * configuration would read a whole sentence as one word. Before Chinese text is indexed or
 * searched, it is rewritten here as space-separated search terms: every run of Chinese characters
 * becomes its overlapping character pairs ("光合作用" → "光合 合作 作用"), which match two-character
 * words and the pairs inside longer ones without a dictionary; Latin words and numbers are kept as
 * they are. Question words and particles do not count (rarity weighting in the repository already
 * makes common characters count for little; these would otherwise join the topic in false pairs).
 * The same code runs for PostgreSQL and PGlite, so both find the same passages.
 */

const han = /\p{Script=Han}/u;
const runs = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/**
 * Question words and particles that say nothing about a topic (Simplified, Traditional and
 * Cantonese). They split a run of characters, so "什么是光合作用" yields the pairs of "光合作用" only,
 * and no pair like "是光" that straddles a question word and the topic.
 */
const stopPhrases = [
  '为什么',
  '為什麼',
  '為甚麼',
  '为甚么',
  '什么',
  '什麼',
  '甚麼',
  '甚么',
  '乜嘢',
  '乜野',
  '怎么样',
  '怎麼樣',
  '怎么',
  '怎麼',
  '怎样',
  '怎樣',
  '點樣',
  '点样',
  '點解',
  '点解',
  '如何',
  '哪些',
  '哪裡',
  '哪裏',
  '哪里',
  '邊個',
  '边个',
  '邊度',
  '边度',
  '係咪',
  '是不是',
  '是否',
  '請問',
  '请问',
  '請你',
  '请你',
  '告诉我',
  '告訴我',
  '話我知',
  '话我知',
  '解释一下',
  '解釋一下',
  '解释',
  '解釋',
  '介绍一下',
  '介紹一下',
  '介绍',
  '介紹',
  '一下',
  '意思',
  '可不可以',
  '可唔可以',
  '可以',
  '有冇',
  '有没有',
  '有沒有',
  '有什么',
  '有什麼',
  '有甚麼',
  '有咩',
  '什么时候',
  '什麼時候',
  '幾時',
  '几时',
  '多少',
  '幾多',
  '几多',
  '区别',
  '區別',
  '分别',
  '分別',
  '差别',
  '差別',
  '哪一个',
  '哪一個',
  '哪一颗',
  '哪一顆',
  '哪一座',
  '哪一位',
  '哪一种',
  '哪一種',
  '哪一条',
  '哪一條',
  '哪个',
  '哪個',
  '哪颗',
  '哪顆',
  '哪座',
  '哪位',
  '哪种',
  '哪種',
  '哪条',
  '哪條',
  '邊一個',
  '邊粒',
  '邊座',
  '邊條',
  '邊種',
  '边粒',
  '我哋',
  '我们',
  '我們',
  '的',
  '是',
  '係',
  '咩',
  '嘅',
  '了',
  '咗',
  '呢',
  '嗎',
  '吗',
  '吧',
  '啊',
  '呀',
  '喇',
  '啦',
  '㗎',
  '嘛',
  '喎',
  '噉',
  '咁',
  '誰',
  '谁',
  '嗰',
  '這',
  '这',
  '哪',
].sort((a, b) => b.length - a.length);
const stopPattern = new RegExp(stopPhrases.join('|'), 'gu');

const pairsOf = (chars: string[]) => chars.slice(1).map((c, i) => chars[i]! + c);

/** The runs of a text: Chinese ones as arrays of characters split at question words, other words whole. */
function runsOf(text: string): (string | string[])[] {
  const out: (string | string[])[] = [];
  for (const [run] of text.normalize('NFKC').matchAll(runs)) {
    if (!han.test(run)) out.push(run);
    else for (const part of run.split(stopPattern)) if (part) out.push([...part]);
  }
  return out;
}

/**
 * The search terms of an article's text, space separated: every character pair of each Chinese
 * run and every single character (so a one-character word in a question finds it), Latin words
 * and numbers unchanged, punctuation dropped.
 */
export function cjkIndexText(text: string): string {
  return runsOf(text)
    .flatMap((run) => (typeof run === 'string' ? [run] : [...pairsOf(run), ...run]))
    .join(' ');
}

/** Every character pair a question could be searched by (to ask the index which of them it holds). */
export function cjkQueryPairs(text: string): string[] {
  return runsOf(text).flatMap((run) => (typeof run === 'string' ? [] : pairsOf(run)));
}

/**
 * The search terms of a question. The pairs the articles contain (`known`) are its words; a pair
 * the articles never use that only straddles two known words ("建长" in "修建长城") is dropped, as
 * it is an artefact of cutting text into pairs, not something the learner asked. Characters left
 * over stay as pairs when two or more are side by side (an unknown word like "蒙娜丽莎" must still
 * count against the articles), or as one character when alone. Latin words and numbers unchanged.
 */
export function cjkQueryText(text: string, known: ReadonlySet<string>): string {
  const terms: string[] = [];
  for (const run of runsOf(text)) {
    if (typeof run === 'string') {
      terms.push(run);
      continue;
    }
    const pairs = pairsOf(run);
    const taken = run.map((_, i) => known.has(pairs[i - 1] ?? '') || known.has(pairs[i] ?? ''));
    terms.push(...pairs.filter((p) => known.has(p)));
    let rest: string[] = [];
    for (let i = 0; i <= run.length; i++) {
      if (i < run.length && !taken[i]) {
        rest.push(run[i]!);
        continue;
      }
      terms.push(...(rest.length === 1 ? rest : pairsOf(rest)));
      rest = [];
    }
  }
  return terms.join(' ');
}
