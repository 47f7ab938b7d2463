import fc from 'fast-check';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { languageCourseIds, type LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { checkAnswer, typoAllowance } from './answer-check.js';
import { comparisonKey, withoutAccents } from './answer-normalise.js';
import { toTraditional } from './chinese-script.js';
import { boundedEditDistance } from './edit-distance.js';

const spanish = [
  '¿Cómo estás?',
  'Tengo doce años.',
  'Mañana vamos a la playa.',
  'Mi canción favorita es esta.',
  'Él está en el jardín.',
  'Sí, por favor.',
];
const french = [
  "J'aime l'école.",
  'Où est la bibliothèque ?',
  'Il fait très beau aujourd’hui.',
  'Ça va, merci !',
  'Nous sommes en été.',
  'Ma sœur a quatorze ans.',
];
const accented = fc
  .array(fc.constantFrom(...'abcdeilmnorstuáéíóúüñàâçèêëîïôùûœ'.split(''), ' '), { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join(''))
  .filter((s) => /\p{L}/u.test(s));
const latinAnswer = fc.oneof(fc.constantFrom(...spanish, ...french), accented);

const chineseWords = [
  '我',
  '你',
  '他们',
  '学校',
  '喜欢',
  '吃饭',
  '朋友',
  '电脑',
  '头发',
  '面条',
  '这里',
  '那里',
  '为什么',
  '后天',
  '干净',
  '发现',
  '钟',
  '图书馆',
  '飞机',
  '东西',
  '着急',
  '里面',
  '还是',
  '说话',
];
const chineseAnswer = fc.array(fc.constantFrom(...chineseWords), { minLength: 1, maxLength: 6 }).map((w) => `${w.join('')}。`);
const taiwanTraditional = Converter({ from: 'cn', to: 'tw' });

const anyCourse = fc.constantFrom(...languageCourseIds);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

describe('checkAnswer properties', () => {
  it('stripping the accents from an accepted Spanish or French answer is never wrong', () => {
    fc.assert(
      fc.property(fc.constantFrom<LanguageCourseId>('es', 'fr'), latinAnswer, (course, answer) => {
        expect(checkAnswer(course, withoutAccents(answer), [answer]).verdict).not.toBe('wrong');
      }),
    );
  });

  it('changing case, spaces or final punctuation never changes the verdict', () => {
    const change = fc.record({
      upper: fc.array(fc.boolean(), { maxLength: 60 }),
      before: fc.constantFrom('', ' ', '  ', '\t', '\u3000'),
      after: fc.constantFrom('', ' ', '\n'),
      inner: fc.constantFrom(' ', '  ', '   '),
      final: fc.constantFrom('', '.', '!', '?', '?!', '...', '…', '。', '！', '？', ' ?'),
    });
    const answers = fc.array(fc.oneof(latinAnswer, chineseAnswer), { minLength: 1, maxLength: 3 });
    // The given answer is often an accepted one (perhaps without accents or with a letter lost), so verdicts vary.
    const edit = fc.constantFrom('same', 'no-accents', 'letter-lost', 'random');
    fc.assert(
      fc.property(anyCourse, answers, edit, anyText, change, (course, accepted, how, random, c) => {
        const first = accepted[0]!;
        const text =
          how === 'same' ? first : how === 'no-accents' ? withoutAccents(first) : how === 'letter-lost' ? first.slice(1) : random;
        const cased = [...text].map((ch, i) => (/[a-z]/.test(ch) && c.upper[i] ? ch.toUpperCase() : ch)).join('');
        const changed = `${c.before}${cased.replace(/ /g, c.inner)}${c.final}${c.after}`;
        const base = checkAnswer(course, text.replace(/[.!?。！？…]+$/u, ''), accepted).verdict;
        expect(checkAnswer(course, changed, accepted).verdict).toBe(base);
      }),
    );
  });

  it('an accepted Mandarin answer written in Traditional characters (Hong Kong or Taiwan) is correct', () => {
    fc.assert(
      fc.property(chineseAnswer, fc.boolean(), (answer, taiwan) => {
        const given = taiwan ? taiwanTraditional(answer) : toTraditional(answer);
        expect(checkAnswer('zh', given, [answer])).toEqual({ verdict: 'correct', matched: answer });
      }),
    );
  });

  it('tone-number and tone-mark forms of the same pinyin get the same verdict', () => {
    const syllables = [
      'ma',
      'ni',
      'hao',
      'lü',
      'xue',
      'zhong',
      'guo',
      'ren',
      'shi',
      'wo',
      'ai',
      'er',
      'yue',
      'dou',
      'jia',
      'huai',
      'shui',
      'liu',
      'peng',
      'you',
    ];
    const marks = ['\u0304', '\u0301', '\u030c', '\u0300', ''];
    const marked = (s: string, tone: number) => {
      // The mark goes on a or e, on the o of ou, else on the last vowel.
      const at = /[ae]/.test(s)
        ? s.search(/[ae]/)
        : s.includes('ou')
          ? s.indexOf('o')
          : Math.max(...[...'iouü'].map((v) => s.lastIndexOf(v)));
      return (s.slice(0, at + 1) + marks[tone - 1] + s.slice(at + 1)).normalize('NFC');
    };
    const sequence = fc.array(fc.record({ s: fc.constantFrom(...syllables), tone: fc.integer({ min: 1, max: 5 }) }), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(sequence, fc.option(sequence, { nil: undefined }), fc.boolean(), (given, other, spaced) => {
        // All neutral tones write no mark at all, which reads as tones left out (accepted as a typo),
        // while "guo5" says neutral on purpose: the two forms mean the same only when a mark is written.
        fc.pre(given.some(({ tone }) => tone !== 5));
        const expected = (other ?? given).map(({ s, tone }) => marked(s, tone)).join(' ');
        const sep = spaced ? ' ' : '';
        const withMarks = given.map(({ s, tone }) => marked(s, tone)).join(sep);
        const withNumbers = given.map(({ s, tone }) => `${s}${tone}`).join(sep);
        const options = { romanised: true };
        expect(checkAnswer('zh', withNumbers, [expected], options).verdict).toBe(checkAnswer('zh', withMarks, [expected], options).verdict);
        if (!other) expect(checkAnswer('zh', withNumbers, [expected], options).verdict).toBe('correct');
      }),
    );
  });

  it('random input never throws, and is wrong unless it normalises to an accepted answer', () => {
    const accepted = {
      es: ['Buenos días, profesora.'],
      fr: ['Bonjour tout le monde.'],
      ja: ['私は学生です。'],
      zh: ['我是学生。'],
      yue: ['我係學生。'],
    };
    fc.assert(
      fc.property(
        anyCourse,
        fc.oneof(
          anyText,
          anyText.map((t) => `${t}${accepted.es[0]}`),
        ),
        fc.boolean(),
        (course, given, romanised) => {
          const answers = accepted[course];
          const result = checkAnswer(course, given, answers, { romanised });
          if (result.verdict !== 'wrong' && !romanised) {
            const key = withoutAccents(comparisonKey(given, course));
            const keys = answers.map((a) => withoutAccents(comparisonKey(a, course)));
            // Equal once normalised, or (a typo) a Latin-script answer within the edit allowance.
            const near = keys.some((k) => boundedEditDistance(key, k, typoAllowance(k.length)) <= typoAllowance(k.length));
            expect(keys.includes(key) || (result.verdict === 'typo' && (course === 'es' || course === 'fr') && near), given).toBe(true);
          }
          if (romanised && (course === 'zh' || course === 'yue')) expect(result.verdict).toBe('wrong');
        },
      ),
    );
  });

  it('checks a 10 KB answer quickly', () => {
    const given = 'Buenos días '.repeat(900);
    const started = performance.now();
    for (const course of languageCourseIds) checkAnswer(course, given, ['Buenos días, profesora.', '我是学生。']);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
