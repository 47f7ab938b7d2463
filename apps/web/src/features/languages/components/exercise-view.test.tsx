import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@brainboost/domain/schemas/languages';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { ExerciseView } from './exercise-view';

beforeAll(setUpTestI18n);

const play = (exercise: Exercise, locked = false) => {
  const onAnswer = vi.fn();
  const view = render(<ExerciseView exercise={exercise} courseId="zh" showReadings locked={locked} onAnswer={onAnswer} />);
  return { onAnswer, view };
};
const speech = { text: '你好', speechLocale: 'zh-CN' };
const readings = { 你好: { pinyin: 'nǐ hǎo', traditional: '你好' }, 再见: { pinyin: 'zài jiàn', traditional: '再見' } };

describe('choose the meaning', () => {
  const exercise: Exercise = {
    id: 'zh-nihao-meaning',
    kind: 'choose',
    prompt: 'Choose the meaning.',
    text: '你好',
    speech,
    choices: ['goodbye', 'hello', 'thank you'],
    readings,
  };

  it('shows the characters in Mandarin with pinyin over each one, and sends the picked meaning on Enter', () => {
    const { onAnswer, view } = play(exercise);
    const text = screen.getByTestId('exercise-text');
    expect(text.querySelector('[lang="zh-Hans"]')).not.toBeNull();
    expect([...text.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual(['nǐ', 'hǎo']);
    expect(screen.getByTestId('check-answer')).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'hello' }));
    fireEvent.submit(view.container.querySelector('form')!);
    expect(onAnswer).toHaveBeenCalledWith('hello');
  });

  it('hides the pinyin when readings are off', () => {
    render(<ExerciseView exercise={exercise} courseId="zh" showReadings={false} locked={false} onAnswer={() => {}} />);
    expect(screen.getByTestId('exercise-text').querySelector('rt')).toBeNull();
    expect(screen.getByTestId('exercise-text')).toHaveTextContent('你好');
  });

  it('takes no other answer once checked', () => {
    play(exercise, true);
    expect(screen.queryByTestId('check-answer')).toBeNull();
    expect(screen.getByRole('radio', { name: 'hello' })).toBeDisabled();
  });
});

describe('choose what you hear', () => {
  it('plays the audio from the app and offers choices in Mandarin, without showing the text', () => {
    const { onAnswer, view } = play({
      id: 'zh-nihao-hear',
      kind: 'listen-choose',
      prompt: 'Choose what you hear.',
      speech,
      choices: ['再见', '你好'],
      readings,
    });
    expect(screen.queryByTestId('exercise-text')).toBeNull();
    const radio = view.container.querySelector<HTMLInputElement>('input[value="你好"]')!;
    expect(radio.closest('label')!.querySelector('[lang="zh-Hans"]')).not.toBeNull();
    fireEvent.click(radio);
    fireEvent.submit(view.container.querySelector('form')!);
    expect(onAnswer).toHaveBeenCalledWith('你好');
  });
});

describe('write it', () => {
  it('sends the typed answer, not an empty one', () => {
    const { onAnswer, view } = play({ id: 'writing-1', kind: 'type', prompt: 'Write this in Mandarin.', english: 'I am a student.' });
    expect(screen.getByTestId('exercise-english')).toHaveTextContent('I am a student.');
    const form = view.container.querySelector('form')!;
    fireEvent.submit(form);
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '我是学生。' } });
    fireEvent.submit(form);
    expect(onAnswer).toHaveBeenCalledWith('我是学生。');
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('lang', 'zh-Hans');
  });
});

describe('type what you hear', () => {
  it('offers the audio at normal and slow speed and a field for what was heard', () => {
    const { onAnswer, view } = play({ id: 'zh-nihao-dictation', kind: 'listen-type', prompt: 'Type what you hear.', speech });
    expect(screen.getByTestId('play-audio')).toBeInTheDocument();
    expect(screen.getByTestId('play-audio-slow')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('What you heard'), { target: { value: 'ni3 hao3' } });
    fireEvent.submit(view.container.querySelector('form')!);
    expect(onAnswer).toHaveBeenCalledWith('ni3 hao3');
  });
});

describe('say it', () => {
  const exercise: Exercise = {
    id: 'zh-nihao-say',
    kind: 'speak',
    prompt: 'Listen, then say it aloud. Did you say it?',
    text: '你好',
    english: 'hello',
    speech,
    choices: ['said', 'again'],
    readings,
  };

  it('asks for the learner’s own rating, says nothing scores them, and sends it as the server’s answer', () => {
    const { onAnswer } = play(exercise);
    expect(screen.getByText(/nothing here scores your pronunciation/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('said-it'));
    expect(onAnswer).toHaveBeenLastCalledWith('said');
    fireEvent.click(screen.getByTestId('try-again'));
    expect(onAnswer).toHaveBeenLastCalledWith('again');
  });

  it('says the recording stays on the device, and without a recorder says how to practise instead', () => {
    play(exercise);
    expect(screen.getByText(/never uploaded/)).toBeInTheDocument();
    // jsdom has no MediaRecorder: the learner is told to say it aloud and rate themself.
    expect(screen.getByText(/can't record/)).toBeInTheDocument();
    expect(screen.queryByTestId('record')).toBeNull();
  });
});

describe('reply in the dialogue', () => {
  it('shows the partner’s line with its translation, hints on request, and sends the reply', () => {
    const { onAnswer, view } = play({
      id: 'turn-n1',
      kind: 'reply',
      prompt: 'Greet Wang Xiaoyu.',
      speech,
      partner: { name: '王小雨', say: '你好', translation: 'Hi!', hints: ['Say hello back: 你好'] },
      readings,
    });
    expect(screen.getByTestId('partner-line').querySelectorAll('rt')).toHaveLength(2);
    expect(screen.getByText('Hi!')).toBeInTheDocument();
    expect(screen.getByText('Need a hint?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: '你好！' } });
    fireEvent.submit(view.container.querySelector('form')!);
    expect(onAnswer).toHaveBeenCalledWith('你好！');
  });
});
