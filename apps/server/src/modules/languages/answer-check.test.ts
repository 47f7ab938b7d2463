import { describe, expect, it } from 'vitest';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import { checkAnswer } from './answer-check.js';

const readings = new Map<string, CourseReading>([
  ['私は学生です。', { kana: 'わたしはがくせいです。', romaji: 'watashi wa gakusei desu.', furigana: [] }],
  ['コーヒーを飲みます。', { kana: 'こーひーをのみます。', romaji: 'koohii o nomimasu.', furigana: [] }],
  ['{name}です。', { kana: '{name}です。', romaji: '{name} desu.', furigana: [] }],
  ['你好', { pinyin: 'nǐ hǎo', traditional: '你好' }],
  ['谢谢', { pinyin: 'xiè xie', traditional: '謝謝' }],
  ['一个', { pinyin: 'yí gè', traditional: '一個' }],
  ['绿色', { pinyin: 'lǜ sè', traditional: '綠色' }],
  ['你好嗎？', { jyutping: 'nei5 hou2 maa3?', simplified: '你好吗？' }],
]);
const readingOf = (text: string) => readings.get(text);

describe('checkAnswer: normalisation', () => {
  it.each([
    ['es', 'Tengo doce años.', ['Tengo doce años.']],
    ['es', '  tengo   DOCE años  ', ['Tengo doce años.']],
    ['es', 'Tengo doce años!!', ['Tengo doce años.']],
    ['es', 'Cómo estás', ['¿Cómo estás?']],
    ['es', 'Sí me llamo Ana', ['Sí, me llamo Ana.']],
    ['fr', 'Comment ça va ?', ['Comment ça va?']],
    ['fr', 'Comment ça va?', ['Comment ça va ?']],
    ['fr', 'J’aime l’école.', ["J'aime l'école."]],
    ['fr', "J' aime l 'école", ["J'aime l'école."]],
    ['fr', '« Bonjour »', ['"Bonjour"']],
    ['zh', '你好！', ['你好。']],
    ['zh', '你好!', ['你好！']],
    ['zh', '我 是 学生', ['我是学生。']],
    ['es', 'Ｈｏｌａ', ['Hola']],
    ['es', 'Ho\u200bla\u0007', ['Hola']],
  ] as const)('%s: "%s" is correct for %j', (course, given, accepted) => {
    expect(checkAnswer(course, given, accepted).verdict).toBe('correct');
  });

  it('NFC and NFD spellings of the same accented word are the same answer', () => {
    expect(checkAnswer('fr', 'e\u0301te\u0301', ['été'])).toEqual({ verdict: 'correct', matched: 'été' });
  });

  it('says which accepted answer matched', () => {
    expect(checkAnswer('es', 'soy de México', ['Vivo en México.', 'Soy de México.'])).toEqual({
      verdict: 'correct',
      matched: 'Soy de México.',
    });
  });
});

describe('checkAnswer: accents and typos in Spanish and French', () => {
  it('accepts missing or wrong accents and ñ → n as a typo, flagged', () => {
    expect(checkAnswer('es', 'Tengo doce anos', ['Tengo doce años.'])).toEqual({
      verdict: 'typo',
      matched: 'Tengo doce años.',
      note: 'accents',
    });
    expect(checkAnswer('fr', 'ete', ['été'])).toMatchObject({ verdict: 'typo', note: 'accents' });
    expect(checkAnswer('fr', 'èté', ['été'])).toMatchObject({ verdict: 'typo', note: 'accents' });
    expect(checkAnswer('fr', 'coeur', ['cœur'])).toMatchObject({ verdict: 'typo', note: 'accents' });
  });

  it('forgives one edit up to 8 letters and two above, never more', () => {
    expect(checkAnswer('es', 'gato', ['gatos'])).toMatchObject({ verdict: 'typo', note: 'spelling' });
    expect(checkAnswer('es', 'gatoz', ['gatos'])).toMatchObject({ verdict: 'typo', note: 'spelling' });
    expect(checkAnswer('es', 'gtao', ['gato'])).toMatchObject({ verdict: 'typo', note: 'spelling' });
    expect(checkAnswer('es', 'pero', ['perro', 'perra'])).toMatchObject({ verdict: 'typo' });
    expect(checkAnswer('es', 'gaz', ['gato']).verdict).toBe('wrong');
    expect(checkAnswer('fr', 'bibliotheqeu', ['bibliothèque'])).toMatchObject({ verdict: 'typo', note: 'spelling' });
    expect(checkAnswer('fr', 'bibloteqeu', ['bibliothèque']).verdict).toBe('wrong');
    expect(checkAnswer('es', 'perro', ['gato']).verdict).toBe('wrong');
  });

  it('forgives nothing on answers under three letters, where one edit is another word', () => {
    expect(checkAnswer('es', 'en', ['el']).verdict).toBe('wrong');
    expect(checkAnswer('fr', 'a', ['y']).verdict).toBe('wrong');
    expect(checkAnswer('fr', 'a', ['à'])).toMatchObject({ verdict: 'typo', note: 'accents' });
    expect(checkAnswer('zh', '', ['啊'], { romanised: true, readingOf: () => ({ pinyin: 'a', traditional: '啊' }) }).verdict).toBe('wrong');
  });

  it('prefers a correct match over a typo against another accepted answer', () => {
    expect(checkAnswer('es', 'cansada', ['cansado', 'cansada'])).toEqual({ verdict: 'correct', matched: 'cansada' });
  });
});

describe('checkAnswer: placeholders', () => {
  it('{name} matches any name, one word or more', () => {
    expect(checkAnswer('es', 'Me llamo Ana', ['Me llamo {name}.']).verdict).toBe('correct');
    expect(checkAnswer('es', 'me llamo Ana María', ['Me llamo {name}.']).verdict).toBe('correct');
    expect(checkAnswer('es', 'Me llamo', ['Me llamo {name}.']).verdict).toBe('wrong');
    expect(checkAnswer('zh', '我叫小明。', ['我叫{name}。']).verdict).toBe('correct');
  });

  it('{number} matches digits or number words', () => {
    expect(checkAnswer('es', 'Tengo 12 años', ['Tengo {number} años.']).verdict).toBe('correct');
    expect(checkAnswer('es', 'Tengo doce años', ['Tengo {number} años.']).verdict).toBe('correct');
    expect(checkAnswer('es', 'Tengo treinta y dos años', ['Tengo {number} años.']).verdict).toBe('correct');
    expect(checkAnswer('es', 'Tengo doce anos', ['Tengo {number} años.'])).toMatchObject({ verdict: 'typo', note: 'accents' });
    expect(checkAnswer('fr', "J'ai vingt-trois ans", ["J'ai {number} ans."]).verdict).toBe('correct');
    expect(checkAnswer('fr', "J'ai treize ans", ["J'ai {number} ans."]).verdict).toBe('correct');
    expect(checkAnswer('zh', '我十二岁', ['我{number}岁。']).verdict).toBe('correct');
    expect(checkAnswer('zh', '我１２岁', ['我{number}岁。']).verdict).toBe('correct');
    expect(checkAnswer('es', 'Tengo muchos años', ['Tengo {number} años.']).verdict).toBe('wrong');
  });

  it('a learner cannot type the placeholder stand-ins to match anything', () => {
    expect(checkAnswer('es', 'Me llamo \uE000', ['Me llamo {name}.']).verdict).toBe('wrong');
  });
});

describe('checkAnswer: Chinese scripts', () => {
  it('accepts Simplified or Traditional (Taiwan or Hong Kong forms) for Mandarin', () => {
    expect(checkAnswer('zh', '我喜歡喝茶', ['我喜欢喝茶。'])).toEqual({ verdict: 'correct', matched: '我喜欢喝茶。' });
    expect(checkAnswer('zh', '他在這裡', ['他在这里。']).verdict).toBe('correct');
    expect(checkAnswer('zh', '他在這裏', ['他在这里。']).verdict).toBe('correct');
  });

  it('accepts Traditional or Simplified for Cantonese', () => {
    expect(checkAnswer('yue', '我哋去食饭', ['我哋去食飯。']).verdict).toBe('correct');
    expect(checkAnswer('yue', '我哋去食飯', ['我哋去食飯。']).verdict).toBe('correct');
  });

  it('never counts a near miss in characters as a typo', () => {
    expect(checkAnswer('zh', '我喜欢喝水', ['我喜欢喝茶。']).verdict).toBe('wrong');
    expect(checkAnswer('ja', '私は先生です', ['私は学生です。'], { readingOf }).verdict).toBe('wrong');
  });
});

describe('checkAnswer: pinyin and Jyutping', () => {
  const pinyin = { romanised: true, readingOf };
  it.each(['nǐ hǎo', 'ni3 hao3', 'ni3hao3', 'Nǐhǎo', 'NI3 HAO3'])('"%s" is correct for 你好', (given) => {
    expect(checkAnswer('zh', given, ['你好'], pinyin)).toEqual({ verdict: 'correct', matched: '你好' });
  });

  it('counts missing tones as a typo and a wrong tone as wrong', () => {
    expect(checkAnswer('zh', 'nihao', ['你好'], pinyin)).toEqual({ verdict: 'typo', matched: '你好', note: 'tones' });
    expect(checkAnswer('zh', 'nihao3', ['你好'], pinyin)).toMatchObject({ verdict: 'typo', note: 'tones' });
    expect(checkAnswer('zh', 'ni2 hao3', ['你好'], pinyin).verdict).toBe('wrong');
    expect(checkAnswer('zh', 'ni3 hao3 ma', ['你好'], pinyin).verdict).toBe('wrong');
  });

  it('takes the neutral tone as unmarked, 5 or 0, and the citation tone there too', () => {
    for (const given of ['xiè xie', 'xie4 xie5', 'xie4 xie0', 'xie4 xie', 'xie4 xie4'])
      expect(checkAnswer('zh', given, ['谢谢'], pinyin).verdict, given).toBe('correct');
  });

  it('takes 一 and 不 with their spoken or citation tone', () => {
    expect(checkAnswer('zh', 'yi2 ge4', ['一个'], pinyin).verdict).toBe('correct');
    expect(checkAnswer('zh', 'yī gè', ['一个'], pinyin).verdict).toBe('correct');
  });

  it('writes ü as ü, v or u:', () => {
    for (const given of ['lǜ sè', 'lv4 se4', 'lu:4 se4', 'lü4 sè'])
      expect(checkAnswer('zh', given, ['绿色'], pinyin).verdict, given).toBe('correct');
  });

  it('checks Jyutping tone numbers for Cantonese', () => {
    const jyutping = { romanised: true, readingOf };
    expect(checkAnswer('yue', 'nei5 hou2 maa3', ['你好嗎？'], jyutping).verdict).toBe('correct');
    expect(checkAnswer('yue', 'nei5hou2maa3?', ['你好嗎？'], jyutping).verdict).toBe('correct');
    expect(checkAnswer('yue', 'nei hou maa', ['你好嗎？'], jyutping)).toMatchObject({ verdict: 'typo', note: 'tones' });
    expect(checkAnswer('yue', 'nei5 hou3 maa3', ['你好嗎？'], jyutping).verdict).toBe('wrong');
  });

  it('accepts an accepted answer that is itself written in pinyin', () => {
    expect(checkAnswer('zh', 'ni3 hao3', ['nǐ hǎo'], { romanised: true }).verdict).toBe('correct');
  });
});

describe('checkAnswer: Japanese kana or kanji', () => {
  it('accepts the kana reading of an accepted answer, in hiragana or katakana', () => {
    expect(checkAnswer('ja', '私は学生です', ['私は学生です。'], { readingOf }).verdict).toBe('correct');
    expect(checkAnswer('ja', 'わたしはがくせいです', ['私は学生です。'], { readingOf })).toEqual({
      verdict: 'correct',
      matched: '私は学生です。',
    });
    expect(checkAnswer('ja', 'ワタシハガクセイデス', ['私は学生です。'], { readingOf }).verdict).toBe('correct');
    expect(checkAnswer('ja', 'こーひーをのみます', ['コーヒーを飲みます。'], { readingOf }).verdict).toBe('correct');
    expect(checkAnswer('ja', 'ﾜﾀｼﾊｶﾞｸｾｲﾃﾞｽ', ['私は学生です。'], { readingOf }).verdict).toBe('correct');
    expect(checkAnswer('ja', 'エマです', ['{name}です。'], { readingOf }).verdict).toBe('correct');
  });

  it('needs the readings to accept kana for kanji', () => {
    expect(checkAnswer('ja', 'わたしはがくせいです', ['私は学生です。']).verdict).toBe('wrong');
  });
});

describe('checkAnswer: bad input', () => {
  it.each(['', '   ', '\u0000\u0001', '😀😀', '?!', 'x'.repeat(100_000), '\uD800', 'é'.repeat(10_000)])(
    'never throws, and is wrong: %#',
    (given) => {
      expect(checkAnswer('fr', given, ['Bonjour']).verdict).toBe('wrong');
      expect(checkAnswer('zh', given, ['你好'], { romanised: true, readingOf }).verdict).toBe('wrong');
      expect(checkAnswer('ja', given, ['私は学生です。'], { readingOf }).verdict).toBe('wrong');
    },
  );

  it('handles no accepted answers', () => {
    expect(checkAnswer('es', 'hola', [])).toEqual({ verdict: 'wrong' });
  });
});
