import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { createOpenAiTutor } from './openai-tutor.js';

describe('openai adapter against a local OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  const tutor = () => createOpenAiTutor({ baseUrl: fake.url, apiKey: 'test-key', model: 'tiny', timeoutMs: 1000 });

  it('streams a non-maths answer and sends only the question and grade band', async () => {
    fake.reply({ chunks: ['Leonardo ', 'da Vinci ', 'painted it.'] });
    const reply = await tutor().answer({ question: 'Who painted the Mona Lisa?', gradeBand: 'elementary' });
    expect(reply).toEqual({ kind: 'text', text: 'Leonardo da Vinci painted it.' });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'tiny', stream: true });
    expect(sent.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.body.messages[1]!.content).toBe('Who painted the Mona Lisa?');
    expect(sent.body.messages[0]!.content).toContain('elementary school');
    expect(sent.body.messages[0]!.content).toContain('You teach maths');
  });

  it('gives each subject tutor its own method', async () => {
    fake.reply({ chunks: ['Rome was founded long ago.'] });
    await tutor().answer({ question: 'When was Rome founded?', gradeBand: 'middle', subject: 'history' });
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('You teach history');
  });

  it('shows the model’s explanation when its maths matches the CAS', async () => {
    fake.reply({ chunks: ['Subtract 5 from both sides: 2x = 6.\nDivide by 2.\n', 'ANSWER: x = 3'] });
    const reply = await tutor().answer({ question: '2x + 5 = 11', gradeBand: 'middle' });
    expect(reply).toMatchObject({
      kind: 'math',
      answer: { value: 'x=3' },
      explanation: 'Subtract 5 from both sides: 2x = 6.\nDivide by 2.',
    });
  });

  it('catches a wrong maths answer: the CAS solution stands and the model’s is dropped', async () => {
    fake.reply({ chunks: ['Easy! ANSWER: x = 4'] });
    const reply = await tutor().answer({ question: '2x + 5 = 11', gradeBand: 'middle' });
    expect(reply).toMatchObject({ kind: 'math', answer: { value: 'x=3' } });
    expect(reply).not.toHaveProperty('explanation');
    fake.reply({ chunks: ['The roots are 2 and 4.\nANSWER: x = 2, x = 4'] });
    expect(await tutor().answer({ question: 'x^2 - 5x + 6 = 0', gradeBand: 'high' })).not.toHaveProperty('explanation');
  });

  it('still answers maths from the CAS when the server fails or is slow', async () => {
    fake.reply({ status: 500 });
    expect(await tutor().answer({ question: '3/4 + 1/6', gradeBand: 'middle' })).toMatchObject({
      kind: 'math',
      answer: { value: '11/12' },
    });
    fake.reply({ hang: true });
    expect(await tutor().answer({ question: '3/4 + 1/6', gradeBand: 'middle' })).toMatchObject({
      kind: 'math',
      answer: { value: '11/12' },
    });
  });

  it('fails a non-maths question on server errors and timeouts (the service turns it into the spec’s message)', async () => {
    fake.reply({ status: 503 });
    await expect(tutor().answer({ question: 'Why is the sky blue?', gradeBand: 'high' })).rejects.toThrow();
    fake.reply({ hang: true });
    const started = Date.now();
    await expect(tutor().answer({ question: 'Why is the sky blue?', gradeBand: 'high' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    fake.reply({ chunks: [] });
    await expect(tutor().answer({ question: 'Why is the sky blue?', gradeBand: 'high' })).rejects.toThrow('empty answer');
  });

  it('passes the model’s words on as they arrive, marking maths explanations as such', async () => {
    const drafts: [string, string][] = [];
    fake.reply({ chunks: ['Plants ', 'make ', 'food.'] });
    await tutor().answer({ question: 'What is photosynthesis?', gradeBand: 'middle' }, (text, part) => drafts.push([text, part]));
    expect(drafts).toEqual([
      ['Plants ', 'text'],
      ['make ', 'text'],
      ['food.', 'text'],
    ]);
    drafts.length = 0;
    fake.reply({ chunks: ['Subtract 5. ', 'ANSWER: x = 3'] });
    await tutor().answer({ question: '2x + 5 = 11', gradeBand: 'middle' }, (text, part) => drafts.push([text, part]));
    expect(drafts).toEqual([
      ['Subtract 5. ', 'maths'],
      ['ANSWER: x = 3', 'maths'],
    ]);
  });

  it('fails when the server cuts the stream or stalls midway, after the words it did send', async () => {
    const drafts: string[] = [];
    fake.reply({ chunks: ['The sky ', 'is blue because'], thenDrop: true });
    await expect(tutor().answer({ question: 'Why is the sky blue?', gradeBand: 'high' }, (text) => drafts.push(text))).rejects.toThrow();
    expect(drafts).toEqual(['The sky ', 'is blue because']);
    fake.reply({ chunks: ['The sky '], thenHang: true });
    const started = Date.now();
    await expect(tutor().answer({ question: 'Why is the sky blue?', gradeBand: 'high' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
