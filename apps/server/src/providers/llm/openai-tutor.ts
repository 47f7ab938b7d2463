import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import { equivalentAnswers, type AnswerKind } from '../../maths/answers/answer-equivalence.js';
import type { Solution } from '../../maths/solvers/worked-solution.js';
import { solveMath } from './builtin/builtin-tutor.js';
import { socraticHints } from './builtin/socratic-hints.js';
import type { DraftListener, TutorModel, TutorReply, TutorRequest } from './llm.port.js';

export type OpenAiTutorOptions = { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs: number; fetch?: typeof fetch };

const audience: Record<GradeBand, string> = {
  elementary: 'a child in elementary school (ages 5-11): short sentences, everyday words, concrete examples',
  middle: 'a middle-school student (ages 11-14): clear steps, name the method',
  high: 'a high-school student (ages 14-18): precise vocabulary and notation',
};

/** Each subject tutor's method (the app describes the same methods on /ai-tutors). */
const methods: Record<TutorSubject, string> = {
  maths: 'You teach maths: ask what is known and what is wanted, then work one step at a time and check the answer.',
  science: 'You teach science: start from an everyday observation, explain the cause, and suggest a safe way to test it.',
  readingWriting: 'You teach reading and writing: point to evidence in the text, model one sentence, and let the learner write the next.',
  history: 'You teach history: place events in time, separate causes from consequences, and say which sources tell us.',
  languages: 'You teach languages: give the phrase, its meaning and pronunciation tips, then a short practice sentence.',
};

const systemPrompt = (band: GradeBand, subject: TutorSubject) =>
  `You are a patient tutor for ${audience[band]}. ${methods[subject]} Explain step by step. ` +
  'Keep it safe and kind for children. If it is a maths question, end with one line "ANSWER: <final answer>" written in plain text maths (e.g. x=3 or 5/6).';

/** Reads an OpenAI-compatible streamed response (server-sent events) into the full text, passing each piece on as it arrives. */
export async function readStream(body: ReadableStream<Uint8Array>, onText?: (text: string) => void): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.replace(/^data:\s*/, '').trim();
      if (!line.startsWith('data:') || !data || data === '[DONE]') continue;
      const event = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      const piece = event.choices?.[0]?.delta?.content ?? '';
      if (!piece) continue;
      text += piece;
      onText?.(piece);
    }
  }
  return text;
}

const answerKinds: Partial<Record<Solution['topic'], AnswerKind>> = {
  linear: 'solutions',
  quadratic: 'solutions',
  system: 'solutions',
  simplify: 'expression',
  derivative: 'expression',
};
const kindOf = (solution: Solution): AnswerKind =>
  solution.topic === 'integral'
    ? solution.answer.value.includes('x')
      ? 'antiderivative'
      : 'number'
    : (answerKinds[solution.topic] ?? 'number');

/** The model's final answer line, in the form the equivalence check reads ("x = 2, x = 3" → "x=2;x=3"). */
function finalAnswer(text: string): string | null {
  const line = /ANSWER:\s*(.+)\s*$/im.exec(text.trim())?.[1];
  if (!line) return null;
  return line
    .replace(/\$|\\\(|\\\)/g, '')
    .replace(/\s+(and|or)\s+/gi, ';')
    .replace(/,\s*(?=[a-z]\s*=)/gi, ';')
    .replace(/\s/g, '')
    .replace(/\.$/, '');
}

/**
 * The `openai` adapter: any OpenAI-compatible server. Only the question and the grade band are
 * sent. Maths is still solved by the CAS: the model's explanation is shown only when its final
 * answer matches the CAS's; otherwise the CAS's solution stands alone (the model's is dropped).
 * The tutor service checks whatever text comes back with the same safety check as questions.
 * With `onDraft` the model's words are passed on as they arrive; the returned reply (after the CAS
 * and safety checks) is what is stored and shown as final.
 */
export function createOpenAiTutor(options: OpenAiTutorOptions): TutorModel {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;

  async function complete(request: TutorRequest, onText?: (text: string) => void): Promise<string> {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        stream: true,
        temperature: 0.2,
        messages: [
          { role: 'system', content: systemPrompt(request.gradeBand, request.subject ?? 'maths') },
          { role: 'user', content: request.question },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok || !response.body) throw new Error(`model server answered ${response.status}`);
    return readStream(response.body, onText);
  }

  return {
    kind: 'openai',
    async answer(request: TutorRequest, onDraft?: DraftListener): Promise<TutorReply> {
      let solution: Solution | null = null;
      try {
        solution = solveMath(request.question, request.gradeBand, request.locale);
      } catch {
        solution = null;
      }
      if (solution) {
        const base = { kind: 'math' as const, ...solution, hints: socraticHints(solution) };
        try {
          const text = await complete(request, onDraft && ((piece) => onDraft(piece, 'maths')));
          const theirs = finalAnswer(text);
          const agrees = theirs !== null && equivalentAnswers(kindOf(solution), theirs, solution.answer.value);
          return agrees ? { ...base, explanation: text.replace(/\s*ANSWER:[^\n]*\s*$/i, '').trim() } : base;
        } catch {
          // The CAS's worked solution does not need the model.
          return base;
        }
      }
      const text = (await complete(request, onDraft && ((piece) => onDraft(piece, 'text')))).trim();
      if (!text) throw new Error('empty answer');
      return { kind: 'text', text };
    },
  };
}
