// Japanese readings for generate-language-readings: kuroshiro + kuromoji for kana and furigana,
// wanakana for Hepburn romaji. See docs/decisions/0074.
import Kuroshiro from 'kuroshiro';
import KuromojiAnalyzer from 'kuroshiro-analyzer-kuromoji';
import * as wanakana from 'wanakana';
import { joinWords, punctuation } from './language-readings-text.mjs';

let japaneseAnalysis;
/** kuromoji's dictionary takes seconds to load: once per process. */
function loadJapanese() {
  japaneseAnalysis ??= (async () => {
    // CommonJS builds of ES modules: depending on the loader the class is the import itself or its `default`.
    const analyzer = new (KuromojiAnalyzer.default ?? KuromojiAnalyzer)();
    const kuroshiro = new (Kuroshiro.default ?? Kuroshiro)();
    await kuroshiro.init(analyzer);
    return { analyzer, kuroshiro };
  })();
  return japaneseAnalysis;
}

const toHiragana = (kana) => kana.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const hasKanji = (s) => /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々]/.test(s);

/** `<ruby>今日<rp>(</rp><rt>きょう</rt><rp>)</rp></ruby>は` → `[{ text: '今日', ruby: 'きょう' }, { text: 'は' }]`. */
function rubySegments(html) {
  const segments = [];
  const pattern = /<ruby>(.*?)<rp>\(<\/rp><rt>(.*?)<\/rt><rp>\)<\/rp><\/ruby>/g;
  let last = 0;
  for (const m of html.matchAll(pattern)) {
    if (m.index > last) segments.push({ text: html.slice(last, m.index) });
    segments.push({ text: m[1], ruby: m[2] });
    last = m.index + m[0].length;
  }
  if (last < html.length) segments.push({ text: html.slice(last) });
  return segments;
}

/** An override's segments: the kana it shares with its reading at either end stays without ruby (行った/いった → 行(い)った). */
function overrideSegments(word, reading) {
  let head = 0;
  while (head < word.length && head < reading.length && !hasKanji(word[head]) && toHiragana(word[head]) === reading[head]) head++;
  let tail = 0;
  while (
    tail < word.length - head &&
    tail < reading.length - head &&
    !hasKanji(word[word.length - 1 - tail]) &&
    toHiragana(word[word.length - 1 - tail]) === reading[reading.length - 1 - tail]
  )
    tail++;
  const middle = { text: word.slice(head, word.length - tail), ruby: reading.slice(head, reading.length - tail) };
  return [
    head ? { text: word.slice(0, head) } : null,
    middle.text ? middle : null,
    tail ? { text: word.slice(word.length - tail) } : null,
  ].filter(Boolean);
}

// Particles written は, へ, を are said wa, e, o.
const particleRomaji = { は: 'wa', へ: 'e', を: 'o' };
const conjugating = new Set(['動詞', '形容詞', '助動詞']);
// Endings that join the verb before them (食べて, 読めば); から, けど, ので stand apart.
const joiningEndings = new Set(['て', 'で', 'ば', 'ちゃ', 'じゃ']);
/**
 * Whether a token is written joined to the word before it in romaji: a suffix (一人, 田中さん), or
 * an ending after a verb or adjective (食べました, 食べて, 食べている, なんだ) — but です stands
 * apart (oishii desu), and so do a dependent noun or adjective (shiroi no, de ii).
 */
const attaches = (t, previous) =>
  previous?.pos === '接頭詞' ||
  t.pos_detail_1 === '接尾' ||
  (((t.pos === '助動詞' && t.basic_form !== 'です') ||
    (t.pos_detail_1 === '非自立' && (t.pos === '動詞' || t.surface_form === 'ん')) ||
    (t.pos_detail_1 === '接続助詞' && joiningEndings.has(t.surface_form))) &&
    conjugating.has(previous?.pos));

/** Romaji words of kuromoji tokens; a word is romanised whole, so a small っ doubles the next consonant (食べたかった). */
function romajiWords(tokens) {
  const words = [];
  tokens.forEach((t, i) => {
    if (t.pos === '記号' || !/[\u3040-\u30ff\u3400-\u9fff]/.test(t.surface_form)) {
      words.push({ text: [...t.surface_form].map((c) => punctuation[c] ?? c).join('') });
      return;
    }
    if (t.pos === '助詞' && particleRomaji[t.surface_form]) {
      words.push({ text: particleRomaji[t.surface_form] });
      return;
    }
    const kana = hasKanji(t.surface_form) ? toHiragana(t.reading ?? '') : t.surface_form;
    const last = words[words.length - 1];
    if (last?.kana !== undefined && attaches(t, tokens[i - 1])) last.kana += kana;
    else words.push({ kana });
  });
  return words;
}

const romanised = (words) => words.map((w) => w.text ?? wanakana.toRomaji(w.kana));

const numberStandIn = '９';

/** A reader of Japanese text: kana (hiragana), Hepburn romaji and furigana segments, with the course's overrides. */
export async function japaneseReader(overrides) {
  const { analyzer, kuroshiro } = await loadJapanese();
  const byLength = [...overrides].sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
  const placeholderPattern = /\{(?:name|number)\}/g;
  /**
   * The text cut at its placeholders and overrides. An override is applied longest first and only
   * to whole words of kuromoji's own reading of the text: it starts where a word starts (not 車を
   * in 自転車を) and ends where one ends (not 日本 in 日本語, not 何時 in 何時間) — or before the kana
   * ending of a word kuromoji cut wrongly (来られ over its 来ら + れる).
   */
  const parts = async (text) => {
    const starts = new Set();
    const ends = new Set();
    const wordEnds = new Set();
    let at = 0;
    for (const token of await analyzer.parse(text)) {
      const start = text.indexOf(token.surface_form, at);
      if (start < 0) continue;
      at = start + token.surface_form.length;
      starts.add(start);
      // A word's kana ending is a place an override may end.
      wordEnds.add(at);
      for (let end = at; end > start && (end === at || !hasKanji(text.slice(end, at))); end--) ends.add(end);
    }
    const wholeWords = (start, end) => starts.has(start) && ends.has(end);
    const spans = [...text.matchAll(placeholderPattern)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      word: m[0],
      reading: m[0],
    }));
    const free = (start, end) => spans.every((s) => end <= s.start || start >= s.end);
    for (const o of byLength)
      for (let start = text.indexOf(o.word); start >= 0; start = text.indexOf(o.word, start + 1)) {
        const end = start + o.word.length;
        if (wholeWords(start, end) && free(start, end))
          spans.push({ start, end, word: o.word, reading: o.reading, midWord: !wordEnds.has(end) });
      }
    spans.sort((a, b) => a.start - b.start);
    const out = [];
    let from = 0;
    for (const span of spans) {
      if (span.start > from) out.push(text.slice(from, span.start));
      out.push(span);
      from = span.end;
    }
    if (from < text.length) out.push(text.slice(from));
    return out;
  };
  /** Furigana and romaji of plain text; after {number} it is read behind a stand-in number, so counters read as after one (歳 さい, not とし). */
  const readPlain = async (part, afterNumber) => {
    if (afterNumber) {
      const furigana = rubySegments(await kuroshiro.convert(`${numberStandIn}${part}`, { to: 'hiragana', mode: 'furigana' }));
      const tokens = await analyzer.parse(`${numberStandIn}${part}`);
      const first = furigana[0];
      // Only when the stand-in stayed a word of its own (９月 would merge into one reading).
      if (first && !first.ruby && first.text.startsWith(numberStandIn) && tokens[0]?.surface_form === numberStandIn) {
        first.text = first.text.slice(numberStandIn.length);
        return { furigana: furigana.filter((seg) => seg.text), words: romajiWords(tokens.slice(1)) };
      }
    }
    return {
      furigana: rubySegments(await kuroshiro.convert(part, { to: 'hiragana', mode: 'furigana' })),
      words: romajiWords(await analyzer.parse(part)),
    };
  };
  const applied = new Set();
  const read = async (text) => {
    const furigana = [];
    const words = [];
    let previous;
    for (const part of await parts(text)) {
      if (typeof part === 'string') {
        const plain = await readPlain(part, previous?.word === '{number}');
        furigana.push(...plain.furigana);
        // An override that stops inside a word (来られ|る) or at a small っ (甘かっ|た) is romanised with
        // the ending after it: korareru, amakatta.
        const [first, ...rest] = plain.words;
        const last = words[words.length - 1];
        if ((previous?.midWord || last?.kana?.endsWith('っ')) && last?.kana !== undefined && first?.kana !== undefined)
          last.kana += first.kana;
        else if (first) words.push(first);
        words.push(...rest);
      } else {
        const isPlaceholder = part.word === part.reading;
        if (!isPlaceholder) applied.add(part.word);
        furigana.push(...(isPlaceholder ? [{ text: part.word }] : overrideSegments(part.word, part.reading)));
        words.push(isPlaceholder ? { text: part.word } : { kana: part.reading });
      }
      previous = part;
    }
    const merged = furigana.reduce((out, s) => {
      const prev = out[out.length - 1];
      if (prev && !prev.ruby && !s.ruby) prev.text += s.text;
      else out.push({ ...s });
      return out;
    }, []);
    return {
      kana: toHiragana(merged.map((s) => s.ruby ?? s.text).join('')),
      romaji: joinWords(romanised(words)),
      furigana: merged,
    };
  };
  /** Overrides that matched a text only inside a longer word, so were never applied. */
  read.unapplied = () => byLength.filter((o) => !applied.has(o.word)).map((o) => o.word);
  return read;
}
