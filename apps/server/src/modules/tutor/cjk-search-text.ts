/**
 * Chinese (and Cantonese) is written without spaces, and PostgreSQL's `simple` text-search
 * configuration would read a whole sentence as one word. Before Chinese text is indexed or
 * searched, it is rewritten here as space-separated search terms: every run of Chinese characters
 * becomes its overlapping character pairs ("光合作用" → "光合 合作 作用"), which match two-character
 * words and the pairs inside longer ones without a dictionary; Latin words and numbers are kept as
 * they are. The same code runs for PostgreSQL and PGlite, so both find the same passages.
 */

const han = /\p{Script=Han}/u;
const runs = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/**
 * Question words and particles that say nothing about a topic (Simplified, Traditional and
 * Cantonese). They split a run of characters, so "什么是光合作用" yields the pairs of "光合作用" only,
 * and no pair like "是光" that straddles a question word and the topic.
 */
const stopPhrases = [
  '为什么', '為什麼', '為甚麼', '为甚么', '什么', '什麼', '甚麼', '甚么', '乜嘢', '乜野', '怎么样', '怎麼樣', '怎么', '怎麼', '怎样', '怎樣', '點樣', '点样', '點解', '点解',
  '如何', '哪些', '哪裡', '哪裏', '哪里', '邊個', '边个', '邊度', '边度', '係咪', '是不是', '是否', '請問', '请问', '請你', '请你', '告诉我', '告訴我', '話我知', '话我知',
  '解释一下', '解釋一下', '解释', '解釋', '介绍一下', '介紹一下', '介绍', '介紹', '一下', '意思', '可不可以', '可唔可以', '可以', '有冇', '有没有', '有沒有', '我哋', '我们', '我們',
  '的', '是', '係', '咩', '嘅', '了', '咗', '呢', '嗎', '吗', '吧', '啊', '呀', '喇', '啦', '㗎', '嘛', '喎', '噉', '咁', '誰', '谁', '嗰', '這', '这', '哪',
].sort((a, b) => b.length - a.length);
const stopPattern = new RegExp(stopPhrases.join('|'), 'gu');

function pairs(run: string, singles: 'all' | 'alone'): string[] {
  const chars = [...run];
  const terms: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
  // The index holds every character too, so a one-character word in a question ("水", "心") finds it;
  // a question adds single characters only for a one-character word, so they cannot swamp it.
  if (singles === 'all' || chars.length === 1) terms.push(...chars);
  return terms;
}

/**
 * Search terms for Chinese text, space separated: character pairs of every Chinese run (with its
 * single characters when indexing), Latin words and numbers unchanged, punctuation dropped.
 */
export function cjkSearchText(text: string, purpose: 'index' | 'query'): string {
  const terms: string[] = [];
  for (const [run] of text.normalize('NFKC').matchAll(runs)) {
    if (!han.test(run)) {
      terms.push(run);
      continue;
    }
    for (const part of run.split(stopPattern)) if (part) terms.push(...pairs(part, purpose === 'index' ? 'all' : 'alone'));
  }
  return terms.join(' ');
}
