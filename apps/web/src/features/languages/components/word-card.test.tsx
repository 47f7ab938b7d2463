import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import type { LearnedWord } from '../api/words-api';
import { WordCard } from './word-card';

beforeAll(setUpTestI18n);
afterEach(() => vi.unstubAllGlobals());

const base = {
  unitId: 'u',
  kind: 'word' as const,
  pos: 'noun',
  glosses: [] as string[],
  card: 'review' as const,
  due: null,
  metAt: '2026-01-01T00:00:00.000Z',
};

const school: LearnedWord = {
  ...base,
  itemId: 'ja-school',
  text: '学校',
  gloss: 'school',
  example: { text: '学校に行きます。', translation: 'I go to school.' },
  speech: { text: '学校', speechLocale: 'ja-JP' },
  readings: {
    学校: { kana: 'がっこう', romaji: 'gakkō', furigana: [{ text: '学校', ruby: 'がっこう' }] },
    '学校に行きます。': {
      kana: 'がっこうにいきます。',
      romaji: 'gakkō ni ikimasu.',
      furigana: [{ text: '学校', ruby: 'がっこう' }, { text: 'に' }, { text: '行', ruby: 'い' }, { text: 'きます。' }],
    },
  },
};

const student: LearnedWord = {
  ...base,
  card: 'learning',
  itemId: 'zh-student',
  text: '学生',
  gloss: 'student',
  glosses: ['pupil'],
  example: { text: '我是学生。', translation: 'I am a student.' },
  speech: { text: '学生', speechLocale: 'zh-CN' },
  readings: { 学生: { pinyin: 'xuéshēng', traditional: '學生' } },
};

describe('WordCard', () => {
  it('writes Japanese with furigana over the kanji, in Japanese, and says the word is learned', () => {
    const { container } = render(<WordCard courseId="ja" word={school} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('[lang="ja"] ruby rt')?.textContent).toBe('がっこう');
    expect(heading).toHaveTextContent('gakkō');
    expect(container.querySelectorAll('rt')).toHaveLength(3);
    expect(screen.getByTestId('word-status')).toHaveTextContent('Learned');
    expect(screen.getByText('I go to school.')).toBeInTheDocument();
  });

  it('shows Mandarin with pinyin, its Traditional form, every meaning and that it is still being learned', () => {
    render(<WordCard courseId="zh" word={student} />);
    expect(screen.getByText('学生')).toHaveAttribute('lang', 'zh-Hans');
    expect(screen.getByText('xuéshēng')).toBeInTheDocument();
    expect(screen.getByText('學生')).toHaveAttribute('lang', 'zh-Hant');
    expect(screen.getByText('student; pupil')).toBeInTheDocument();
    expect(screen.getByTestId('word-status')).toHaveTextContent('Still learning');
  });

  it('asks the server to speak the word, and when it cannot, says so and what to do without blocking', async () => {
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(readonly src: string) {
          played.push(src);
        }
        addEventListener() {}
        pause() {}
        play() {
          return Promise.reject(new Error('NotSupportedError'));
        }
      },
    );
    render(<WordCard courseId="zh" word={student} />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen to 学生' }));
    expect(played).toEqual([`/api/speech/tts?lang=zh&text=${encodeURIComponent('学生')}&speed=normal`]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Text-to-speech error. Try the button again, or carry on without sound.');
    expect(screen.getByRole('button', { name: 'Listen to 学生' })).toBeEnabled();
  });
});
