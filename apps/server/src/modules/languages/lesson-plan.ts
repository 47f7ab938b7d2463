import type { Course, CourseItem, CourseUnit } from '@brainboost/domain/languages/course-content';
import { lessonTypes, type Exercise, type LessonType } from '@brainboost/domain/schemas/languages';

/** How the server checks an exercise's answer; never sent to the client. */
export type ExerciseKey =
  | { kind: 'choice'; correct: string }
  /** `romanisedToo`: Mandarin and Cantonese dictation also takes pinyin or Jyutping (hearing is the skill, not typing characters). */
  | { kind: 'typed'; accepted: string[]; romanisedToo?: true }
  /** Speaking without recognition: the learner says whether they said it ("said") or wants another go ("again"). */
  | { kind: 'self-rated' };

export type PlannedExercise = { exercise: Exercise; key: ExerciseKey; correctAnswer: string; explanation: string };

export type LessonPlan = {
  type: LessonType;
  /** Reading material shown before the exercises (introduction and grammar). */
  material?: Record<string, unknown>;
  exercises: PlannedExercise[];
  /** The items this lesson teaches: each becomes a card when the lesson is completed. */
  itemIds: string[];
};

/** Self-rating answers of a speaking exercise. */
export const saidIt = 'said';
export const tryAgain = 'again';

export const lessonIdOf = (unit: Pick<CourseUnit, 'id'>, type: LessonType) => `${unit.id}-${type}`;

/** The unit and lesson type a lesson id names, if the course has them. */
export function findLesson(units: readonly CourseUnit[], lessonId: string): { unit: CourseUnit; type: LessonType } | null {
  const cut = lessonId.lastIndexOf('-');
  const type = lessonId.slice(cut + 1) as LessonType;
  if (!(lessonTypes as readonly string[]).includes(type)) return null;
  const unit = units.find((u) => u.id === lessonId.slice(0, cut));
  return unit ? { unit, type } : null;
}

/** A small seeded generator (mulberry32 over an FNV-1a hash): the same lesson always plays the same way. */
function seeded(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(values: readonly T[], random: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The correct choice and up to three others drawn from `pool`, shuffled. */
function choicesFor(correct: string, pool: readonly string[], random: () => number): string[] {
  const others = shuffled([...new Set(pool.filter((p) => p !== correct))], random).slice(0, 3);
  return shuffled([correct, ...others], random);
}

const itemExplanation = (item: CourseItem) => `${item.text} — ${item.gloss}. ${item.example.text} (${item.example.translation})`;
const accepted = (item: CourseItem) => [item.text, ...(item.variants ?? [])];

/**
 * The exercises of one lesson, generated from its unit the same way every time. Multiple choice
 * draws its wrong choices from the same unit; listening carries the text to speak and the course's
 * speech locale (the audio comes from the voice port).
 */
export function planLesson(course: Course, unit: CourseUnit, type: LessonType): LessonPlan {
  const random = seeded(lessonIdOf(unit, type));
  const phrases = unit.items.filter((i) => i.kind === 'phrase');
  const words = unit.items.filter((i) => i.kind === 'word');
  const speech = (text: string) => ({ text, speechLocale: course.speechLocale });
  const romanised = course.id === 'zh' ? 'pinyin' : course.id === 'yue' ? 'Jyutping' : null;
  const dictationPrompt = romanised ? `Type what you hear, in characters or ${romanised}.` : 'Type what you hear.';
  const chooseMeaning = (item: CourseItem, pool: readonly CourseItem[]): PlannedExercise => ({
    exercise: {
      id: `${item.id}-meaning`,
      kind: 'choose',
      prompt: 'Choose the meaning.',
      text: item.text,
      speech: speech(item.text),
      choices: choicesFor(
        item.gloss,
        pool.map((p) => p.gloss),
        random,
      ),
      itemId: item.id,
    },
    key: { kind: 'choice', correct: item.gloss },
    correctAnswer: item.gloss,
    explanation: itemExplanation(item),
  });
  const typeIt = (item: CourseItem): PlannedExercise => ({
    exercise: { id: `${item.id}-write`, kind: 'type', prompt: `Write this in ${course.title}.`, english: item.gloss, itemId: item.id },
    key: { kind: 'typed', accepted: accepted(item) },
    correctAnswer: item.text,
    explanation: itemExplanation(item),
  });

  switch (type) {
    case 'introduction':
      return { type, material: { ...unit.introduction }, exercises: [], itemIds: [] };
    case 'phrases':
      return { type, exercises: phrases.map((p) => chooseMeaning(p, phrases)), itemIds: phrases.map((p) => p.id) };
    case 'grammar': {
      const translations = unit.grammar.examples.map((e) => e.translation);
      return {
        type,
        material: { ...unit.grammar },
        exercises: unit.grammar.examples.map((example, i) => ({
          exercise: {
            id: `grammar-${i + 1}`,
            kind: 'choose',
            prompt: 'Choose the translation.',
            text: example.text,
            speech: speech(example.text),
            choices: choicesFor(example.translation, translations, random),
          },
          key: { kind: 'choice', correct: example.translation },
          correctAnswer: example.translation,
          explanation: example.note ?? `${example.text} — ${example.translation}`,
        })),
        itemIds: [],
      };
    }
    case 'quiz':
      return { type, exercises: words.map((w, i) => (i % 2 === 0 ? chooseMeaning(w, words) : typeIt(w))), itemIds: words.map((w) => w.id) };
    case 'listening': {
      const picked = shuffled(unit.items, random).slice(0, 10);
      return {
        type,
        exercises: picked.map((item, i) =>
          i % 2 === 0
            ? {
                exercise: {
                  id: `${item.id}-hear`,
                  kind: 'listen-choose',
                  prompt: 'Choose what you hear.',
                  speech: speech(item.text),
                  choices: choicesFor(
                    item.text,
                    unit.items.map((u) => u.text),
                    random,
                  ),
                  itemId: item.id,
                },
                key: { kind: 'choice', correct: item.text },
                correctAnswer: item.text,
                explanation: itemExplanation(item),
              }
            : {
                exercise: {
                  id: `${item.id}-dictation`,
                  kind: 'listen-type',
                  prompt: dictationPrompt,
                  speech: speech(item.text),
                  itemId: item.id,
                },
                key: { kind: 'typed', accepted: accepted(item), ...(romanised ? { romanisedToo: true as const } : {}) },
                correctAnswer: item.text,
                explanation: itemExplanation(item),
              },
        ),
        itemIds: picked.map((i) => i.id),
      };
    }
    case 'speaking': {
      const picked = shuffled(phrases.length >= 4 ? phrases : unit.items, random).slice(0, 8);
      return {
        type,
        exercises: picked.map((item) => ({
          exercise: {
            id: `${item.id}-say`,
            kind: 'speak',
            prompt: 'Listen, then say it aloud. Did you say it?',
            text: item.text,
            english: item.gloss,
            speech: speech(item.text),
            choices: [saidIt, tryAgain],
            itemId: item.id,
          },
          key: { kind: 'self-rated' },
          correctAnswer: item.text,
          explanation: itemExplanation(item),
        })),
        itemIds: picked.map((i) => i.id),
      };
    }
    case 'writing':
      return {
        type,
        exercises: unit.writing.map((prompt, i) => ({
          exercise: { id: `writing-${i + 1}`, kind: 'type', prompt: `Write this in ${course.title}.`, english: prompt.prompt },
          key: { kind: 'typed', accepted: prompt.accepted },
          correctAnswer: prompt.accepted[0]!,
          explanation: prompt.accepted.length > 1 ? `Also right: ${prompt.accepted.slice(1).join(' / ')}` : prompt.accepted[0]!,
        })),
        itemIds: [],
      };
    case 'conversation':
      // `scripted`: the offline branching dialogue; a configured model would play the same scenario (the interface says which runs).
      return {
        type,
        material: {
          scenario: unit.conversation.scenario,
          goal: unit.conversation.goal,
          partner: unit.conversation.partner,
          mode: 'scripted',
        },
        exercises: [],
        itemIds: [],
      };
  }
}
