import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CantoneseReading, JapaneseReading, MandarinReading } from '@brainboost/domain/languages/course-readings';
import { importReadingsGenerator, writeTinyCourse, type ReadingsGenerator, type TinyCourse } from './language-readings.test-helpers.js';

let generator: ReadingsGenerator;
const dirs: string[] = [];
beforeAll(async () => {
  generator = await importReadingsGenerator();
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function generate<R>(courseId: string, course: TinyCourse): Promise<{ text: string; readings: Record<string, R> }> {
  const dir = writeTinyCourse(course);
  dirs.push(dir);
  const text = await generator.generateCourseReadings(dir, courseId);
  return { text, readings: JSON.parse(text) as Record<string, R> };
}

describe('readings generator', () => {
  it('collects every learner-facing target-language string once, and no English', () => {
    const course = { placement: { intermediate: [{ choices: ['我有两个哥哥。', 'I have two brothers.'] }], advanced: [] } };
    const unit = {
      items: [{ text: '你好', variants: ['您好'], example: { text: '你好！' } }],
      grammar: { examples: [{ text: '我是学生。' }] },
      writing: [{ accepted: ['我十二岁。', '你好'] }],
      conversation: { nodes: [{ say: '你叫什么名字？', replies: [{ accepted: ['我叫{name}。'] }] }] },
    };
    expect(generator.learnerFacingTexts(course, [unit])).toEqual([
      '我有两个哥哥。',
      '你好',
      '您好',
      '你好！',
      '我是学生。',
      '我十二岁。',
      '你叫什么名字？',
      '我叫{name}。',
    ]);
    expect(generator.readingCourses).toEqual(['zh', 'yue', 'ja']);
  });

  it('zh: spaced pinyin with tone marks and the 一/不 sandhi, Latin punctuation, Hong Kong Traditional', async () => {
    const { readings } = await generate<MandarinReading>('zh', {
      items: [{ text: '一个', example: '我一个人去学校，好不好？' }],
      replies: ['我叫{name}，今年12岁。'],
      choices: ['他不是老师。'],
    });
    expect(readings['一个']).toEqual({ pinyin: 'yí gè', traditional: '一個' });
    expect(readings['我一个人去学校，好不好？']).toEqual({
      pinyin: 'wǒ yí gè rén qù xué xiào, hǎo bu hǎo?',
      traditional: '我一個人去學校，好不好？',
    });
    expect(readings['我叫{name}，今年12岁。']!.pinyin).toBe('wǒ jiào {name}, jīn nián 12 suì.');
    expect(readings['他不是老师。']!.pinyin).toBe('tā bú shì lǎo shī.');
  });

  it('zh: an override is applied wherever its word occurs, in every kind of string', async () => {
    const course: TinyCourse = { items: [{ text: '学校', example: '我去学校。' }], grammar: ['学校很大。'], writing: ['我们的学校很好。'] };
    const plain = await generate<MandarinReading>('zh', course);
    // A deliberately different reading, so the test sees the override win over the library.
    const { readings } = await generate<MandarinReading>('zh', {
      ...course,
      overrides: [{ word: '学校', reading: 'xué jiào', why: 'test' }],
    });
    expect(plain.readings['学校']!.pinyin).toBe('xué xiào');
    expect(readings['学校']!.pinyin).toBe('xué jiào');
    expect(readings['我去学校。']!.pinyin).toBe('wǒ qù xué jiào.');
    expect(readings['学校很大。']!.pinyin).toBe('xué jiào hěn dà.');
    expect(readings['我们的学校很好。']!.pinyin).toBe('wǒ men de xué jiào hěn hǎo.');
  });

  it('zh: an erhua override reads the 儿 into the syllable before it, longer overrides first', async () => {
    const { readings } = await generate<MandarinReading>('zh', {
      items: [{ text: '哪儿', example: '你在哪儿？' }],
      grammar: ['我姐姐是中学生。', '我是学生。'],
      overrides: [
        { word: '哪儿', reading: 'nǎr', why: 'erhua' },
        { word: '学生', reading: 'xué sheng', why: 'neutral tone' },
        { word: '中学生', reading: 'zhōng xué shēng', why: 'full tone in the longer word' },
      ],
    });
    expect(readings['你在哪儿？']).toEqual({ pinyin: 'nǐ zài nǎr?', traditional: '你在哪兒？' });
    expect(readings['我姐姐是中学生。']!.pinyin).toBe('wǒ jiě jie shì zhōng xué shēng.');
    expect(readings['我是学生。']!.pinyin).toBe('wǒ shì xué sheng.');
  });

  it('fails when an override matches no text of the course', async () => {
    await expect(
      generate('zh', { items: [{ text: '你好', example: '你好！' }], overrides: [{ word: '银行', reading: 'yín háng', why: 'x' }] }),
    ).rejects.toThrow(/reading-overrides\.json: "银行" occurs in no learner-facing text/);
  });

  it('fails on an override without its reading or reason', async () => {
    const items = [{ text: '你好', example: '你好！' }];
    await expect(generate('zh', { items, overrides: [{ word: '你好', reading: 'nǐ hǎo' } as never] })).rejects.toThrow(
      /\[0\] needs "word", "reading" and "why"/,
    );
  });

  it('yue: Jyutping with tone numbers and Simplified; an override replaces the library’s reading', async () => {
    const { readings } = await generate<CantoneseReading>('yue', {
      items: [{ text: '食飯', example: '佢喺屋企食咗飯。' }],
      say: ['上堂終於講到分數'],
      overrides: [{ word: '分數', reading: 'fan6 sou3', why: 'fractions in a maths lesson' }],
    });
    expect(readings['食飯']).toEqual({ jyutping: 'sik6 faan6', simplified: '食饭' });
    expect(readings['佢喺屋企食咗飯。']).toEqual({ jyutping: 'keoi5 hai2 uk1 kei2 sik6 zo2 faan6.', simplified: '佢喺屋企食咗饭。' });
    expect(readings['上堂終於講到分數']!.jyutping).toBe('soeng5 tong4 zung1 jyu1 gong2 dou3 fan6 sou3');
  });

  it('yue: Simplified keeps 嗰 and 喎, which OpenCC would turn into characters Simplified Cantonese never uses', async () => {
    const { readings } = await generate<CantoneseReading>('yue', { items: [{ text: '嗰個', example: '嗰個好貴喎。' }] });
    expect(readings['嗰個']!.simplified).toBe('嗰个');
    expect(readings['嗰個好貴喎。']).toEqual({ jyutping: 'go2 go3 hou2 gwai3 wo3.', simplified: '嗰个好贵喎。' });
  });

  it('ja: hiragana, Hepburn romaji with particles as said, furigana segments; an override is cut out and read as given', async () => {
    const { readings, text } = await generate<JapaneseReading>('ja', {
      items: [
        { text: '今日', example: '今日はいい天気ですね。' },
        { text: 'コーヒー', example: '一人で学校へ行きました。' },
      ],
      overrides: [{ word: '一人', reading: 'ひとり', why: 'the counter reading, not いちにん' }],
    });
    expect(readings['今日はいい天気ですね。']).toEqual({
      kana: 'きょうはいいてんきですね。',
      romaji: 'kyou wa ii tenki desu ne.',
      furigana: [{ text: '今日', ruby: 'きょう' }, { text: 'はいい' }, { text: '天気', ruby: 'てんき' }, { text: 'ですね。' }],
    });
    expect(readings['コーヒー']).toEqual({ kana: 'こーひー', romaji: 'koohii', furigana: [{ text: 'コーヒー' }] });
    expect(readings['一人で学校へ行きました。']).toEqual({
      kana: 'ひとりでがっこうへいきました。',
      romaji: 'hitori de gakkou e ikimashita.',
      furigana: [
        { text: '一人', ruby: 'ひとり' },
        { text: 'で' },
        { text: '学校', ruby: 'がっこう' },
        { text: 'へ' },
        { text: '行', ruby: 'い' },
        { text: 'きました。' },
      ],
    });
    expect(text.endsWith('}\n')).toBe(true);
  }, 30_000);

  it('ja: romaji doubles a consonant after っ, also after an override, and keeps です and から apart', async () => {
    const { readings } = await generate<JapaneseReading>('ja', {
      items: [
        { text: '待って', example: 'ちょっと待って！' },
        { text: '甘い', example: 'りんごはとても甘かったです。' },
        { text: '来られる', example: '明日、来られる？' },
      ],
      grammar: ['寒いから、白いのを着ます。'],
      overrides: [
        { word: '甘かっ', reading: 'あまかっ', why: 'kuromoji reads うまかっ' },
        { word: '来られ', reading: 'こられ', why: 'kuromoji cuts 来ら + れる' },
      ],
    });
    expect(readings['ちょっと待って！']!.romaji).toBe('chotto matte!');
    expect(readings['りんごはとても甘かったです。']!.romaji).toBe('ringo wa totemo amakatta desu.');
    expect(readings['明日、来られる？']!.romaji).toBe('ashita, korareru?');
    expect(readings['寒いから、白いのを着ます。']!.romaji).toBe('samui kara, shiroi no o kimasu.');
  }, 30_000);

  it('ja: keeps {name} and {number} as written, one word each', async () => {
    const { readings } = await generate<JapaneseReading>('ja', {
      items: [{ text: '名前', example: '名前は何ですか。' }],
      replies: ['{name}です。', '{number}歳です。'],
    });
    expect(readings['{name}です。']).toEqual({ kana: '{name}です。', romaji: '{name} desu.', furigana: [{ text: '{name}です。' }] });
    expect(readings['{number}歳です。']).toEqual({
      kana: '{number}さいです。',
      romaji: '{number} sai desu.',
      furigana: [{ text: '{number}' }, { text: '歳', ruby: 'さい' }, { text: 'です。' }],
    });
  }, 30_000);

  it('ja: overrides apply longest first and only to whole words, never inside a longer word', async () => {
    const { readings } = await generate<JapaneseReading>('ja', {
      items: [
        { text: '車を', example: '自転車を買いました。' },
        { text: '日本', example: '日本語を話します。' },
        { text: '日本人', example: '日本人です。' },
        { text: '何時', example: '何時間ぐらいですか。' },
        { text: '来られる', example: '明日、来られる？' },
      ],
      overrides: [
        { word: '車を', reading: 'くるまを', why: 'test' },
        { word: '日本', reading: 'にほん', why: 'test' },
        { word: '日本人', reading: 'にほんじん', why: 'test' },
        { word: '何時', reading: 'なんじ', why: 'test' },
        { word: '来られ', reading: 'こられ', why: 'kuromoji cuts 来ら + れる' },
      ],
    });
    expect(readings['自転車を買いました。']!.kana).toBe('じてんしゃをかいました。');
    expect(readings['日本語を話します。']!.furigana[0]).toEqual({ text: '日本語', ruby: 'にほんご' });
    expect(readings['日本人です。']!.furigana[0]).toEqual({ text: '日本人', ruby: 'にほんじん' });
    expect(readings['日本']!.kana).toBe('にほん');
    expect(readings['何時']!.kana).toBe('なんじ');
    expect(readings['何時間ぐらいですか。']!.kana).toBe('なんじかんぐらいですか。');
    expect(readings['明日、来られる？']!.kana).toBe('あした、こられる？');
  }, 30_000);

  it('ja: fails when an override occurs only inside longer words', async () => {
    await expect(
      generate('ja', {
        items: [{ text: '自転車', example: '自転車を買いました。' }],
        overrides: [{ word: '車を', reading: 'くるまを', why: 'x' }],
      }),
    ).rejects.toThrow(/"車を" occurs only inside longer words/);
  }, 30_000);

  it('writes the same bytes every time: keys sorted, two-space JSON, a final newline', async () => {
    const course = { items: [{ text: '学生', example: '我是学生。' }], choices: ['你好', '不'] };
    const first = await generate<MandarinReading>('zh', course);
    const second = await generate<MandarinReading>('zh', course);
    expect(second.text).toBe(first.text);
    expect(Object.keys(first.readings)).toEqual([...Object.keys(first.readings)].sort());
    expect(first.text).toMatch(/^\{\n {2}"不": \{\n {4}"pinyin": "bù",\n {4}"traditional": "不"\n {2}\},\n/);
  });
});
