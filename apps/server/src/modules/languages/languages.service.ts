import type { Feature } from '@brainboost/domain/billing/entitlements';
import { courseLevels, type CourseItem, type CourseLevel, type LanguageCourseId } from '@brainboost/domain/languages/course-content';
import {
  lessonTypes,
  type CourseCatalog,
  type Exercise,
  type LanguageCounters,
  type LanguageSummary,
  type LessonAttempt,
  type LessonType,
  type StudentLanguageProgress,
} from '@brainboost/domain/schemas/languages';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { checkAnswer, type AnswerCheck, type AnswerCheckOptions } from './answer-check.js';
import { checkExercise } from './exercise-check.js';
import { currentNode, replyAt, turnExercise } from './conversation-play.js';
import type { LoadedCourse } from './course-content.loader.js';
import { learnerDay, nextLearnerMidnight, type LearnerZone } from './learner-day.js';
import { learningStreak } from './learning-streak.js';
import { lessonAccess, lessonStates, levelReached, type LearnerProgress } from './lesson-access.js';
import { findLesson, lessonIdOf, planLesson, type PlannedExercise } from './lesson-plan.js';
import { languagesErrors } from './languages.errors.js';
import { createLanguagesRepository, type AnswerRow, type AttemptRow } from './languages.repository.js';
import { dailyQueue, ratingOf, reviewStateFromLog, wordsLearned, type ReviewEvent } from './review-schedule.js';
import { iso } from '../../iso-time.js';
import type { RolePlay, RolePlayState } from './role-play.js';
import { createRolePlayRepository } from './role-play.repository.js';

export type FeatureLookup = { featuresOf(userId: string, now?: Date): Promise<ReadonlySet<Feature>> };

/** Right answers out of ten that open a level (spec: 8 of 10). */
export const placementPassMark = 8;
/** The most exercises one review request carries; the rest wait for the next. */
const reviewBatch = 50;

/** FSRS's card states (ts-fsrs `State`: New, Learning, Review, Relearning) as the word list names them. */
const cardStates = ['new', 'learning', 'review', 'relearning'] as const;
const outcomeOf = { correct: 'right', typo: 'typo', wrong: 'wrong' } as const;
/** ts-fsrs `Rating` (Again 1 … Easy 4) by name. */
const ratingNames = ['manual', 'again', 'hard', 'good', 'easy'] as const;

/** Exercises still to answer right: never answered first, in lesson order, then the wrong ones in the order they went wrong. */
function remainingOf(plan: readonly PlannedExercise[], answers: readonly AnswerRow[]): string[] {
  const right = new Set(answers.filter((a) => a.verdict !== 'wrong').map((a) => a.exercise_id));
  const lastWrong = new Map<string, number>();
  answers.forEach((a, i) => a.verdict === 'wrong' && lastWrong.set(a.exercise_id, i));
  const open = plan.map((p) => p.exercise.id).filter((id) => !right.has(id));
  return [
    ...open.filter((id) => !lastWrong.has(id)),
    ...open.filter((id) => lastWrong.has(id)).sort((a, b) => lastWrong.get(a)! - lastWrong.get(b)!),
  ];
}

const checkOptions = (course: LoadedCourse): AnswerCheckOptions => ({ readingOf: (text) => course.readings?.get(text) });

/** The readings of those strings the course has readings for; none for es and fr. */
function readingsOf(course: LoadedCourse, texts: readonly (string | undefined)[]) {
  if (!course.readings) return {};
  const found = texts.flatMap((text) => {
    const reading = text === undefined ? undefined : course.readings!.get(text);
    return reading ? [[text!, reading] as const] : [];
  });
  return found.length ? { readings: Object.fromEntries(found) } : {};
}

/** An exercise with the readings of what it shows (never of what it only speaks: a listening exercise's text stays hidden). */
const withReadings = <E extends Exercise>(course: LoadedCourse, exercise: E): E => ({
  ...exercise,
  ...readingsOf(course, [exercise.text, exercise.partner?.say, ...(exercise.choices ?? [])]),
});

/** A course as its card shows it; with the learner's count of completed lessons when signed in. */
function courseCard({ course, units }: LoadedCourse, completed: ReadonlySet<string> | null) {
  return {
    id: course.id,
    title: course.title,
    nativeTitle: course.nativeTitle,
    description: course.description,
    speechLocale: course.speechLocale,
    units: units.length,
    items: units.reduce((n, u) => n + u.items.length, 0),
    ...(completed ? { progress: { lessonsCompleted: completed.size, lessons: units.length * lessonTypes.length } } : {}),
  };
}

/**
 * Language learning: the catalog with each lesson's state, lesson attempts checked on the server,
 * cards and the daily review, placement, and the learner's counters. Course content is loaded
 * once at start; `access` answers which plan features the learner has. With `rolePlay` (a model
 * is configured) conversation lessons are role-plays with the model until it fails.
 */
export function createLanguagesService({
  db,
  courses,
  access,
  clock,
  recordActivity,
  rolePlay = null,
}: {
  db: Db;
  courses: ReadonlyMap<LanguageCourseId, LoadedCourse>;
  access: FeatureLookup;
  clock: Clock;
  recordActivity: RecordActivity;
  rolePlay?: RolePlay | null;
}) {
  const repository = createLanguagesRepository(db, recordActivity);
  // Turns played with a model are the learner's data even once no model is configured.
  const rolePlayTurnsOf = createRolePlayRepository(db).turnsOfUser;
  const itemsById = new Map<string, { course: LoadedCourse; unitId: string; item: CourseItem; rank: number }>();
  for (const course of courses.values())
    course.units
      .flatMap((u) => u.items.map((item) => ({ unitId: u.id, item })))
      .forEach(({ unitId, item }, rank) => itemsById.set(item.id, { course, unitId, item, rank }));

  const courseOf = (courseId: string) => {
    const course = courses.get(courseId as LanguageCourseId);
    if (!course) throw languagesErrors.notFound();
    return course;
  };

  async function progressOf(userId: string, course: LoadedCourse, now: Date): Promise<LearnerProgress> {
    const [attempts, placements, features] = await Promise.all([
      repository.attemptsOf(userId, course.course.id),
      repository.placementsOf(userId),
      access.featuresOf(userId, now),
    ]);
    const completed = new Set(attempts.filter((a) => a.completed_at).map((a) => a.lesson_id));
    const started = new Set(attempts.filter((a) => !a.completed_at).map((a) => a.lesson_id));
    const placed = new Set(
      placements.filter((p) => p.course_id === course.course.id && p.score >= placementPassMark).map((p) => p.level as CourseLevel),
    );
    return { completed, started, placed, features };
  }

  /** The lesson behind an id, refused when the learner may not play it (403 premium, 409 locked). */
  async function playableLesson(userId: string, course: LoadedCourse, lessonId: string, now: Date) {
    const found = findLesson(course.units, lessonId);
    if (!found) throw languagesErrors.notFound();
    const state = lessonStates(course.units, await progressOf(userId, course, now)).get(lessonId);
    if (state === 'premium') throw languagesErrors.premium();
    if (state === 'locked') throw languagesErrors.locked();
    return found;
  }

  async function ownAttempt(userId: string, attemptId: string) {
    const attempt = await repository.attempt(userId, attemptId);
    const course = attempt && courses.get(attempt.course_id as LanguageCourseId);
    const found = course && findLesson(course.units, attempt.lesson_id);
    if (!attempt || !course || !found) throw languagesErrors.notFound();
    return { attempt, course, ...found };
  }

  /** The attempt as the player shows it: the exercises (for a conversation, the learner's current turn) and what is left. */
  function attemptView(
    course: LoadedCourse,
    lessonId: string,
    type: LessonType,
    attempt: AttemptRow,
    answers: AnswerRow[],
    played: RolePlayState | null = null,
  ): LessonAttempt {
    const found = findLesson(course.units, lessonId)!;
    const plan = planLesson(course.course, found.unit, type);
    let exercises: Exercise[] = plan.exercises.map((p) => p.exercise);
    let remaining = remainingOf(plan.exercises, answers);
    if (played) {
      return {
        attemptId: attempt.id,
        lessonId,
        type,
        courseId: course.course.id,
        speechLocale: course.course.speechLocale,
        ...(plan.material ? { material: { ...plan.material, mode: 'model' } } : {}),
        // The opening line's readings come along: a resumed chat shows it above later turns.
        exercises: played.exercises.map((e) => ({ ...e, ...readingsOf(course, [e.partner?.say, played.opening.say]) })),
        remaining: played.remaining,
        completed: attempt.completed_at !== null,
        mode: 'model',
        rolePlay: { opening: played.opening, turns: played.turns, maxTurns: played.maxTurns },
      };
    }
    if (type === 'conversation') {
      const conversation = found.unit.conversation;
      const node = currentNode(course.course, conversation, toTurns(answers), checkOptions(course));
      exercises = node.replies.length ? [turnExercise(course.course, conversation, node)] : [];
      remaining = exercises.map((e) => e.id);
    }
    return {
      attemptId: attempt.id,
      lessonId,
      type,
      courseId: course.course.id,
      speechLocale: course.course.speechLocale,
      ...(plan.material ? { material: plan.material } : {}),
      exercises: exercises.map((e) => withReadings(course, e)),
      remaining,
      completed: attempt.completed_at !== null,
      ...(type === 'conversation' ? { mode: 'scripted' as const } : {}),
    };
  }

  /** The role-play of a conversation attempt that runs with the model, else null (scripted, or another lesson type). */
  const rolePlayOf = async (type: LessonType, attemptId: string, course: LoadedCourse, lessonId: string) =>
    rolePlay && type === 'conversation' ? rolePlay.stateOf(attemptId, course.course, findLesson(course.units, lessonId)!.unit) : null;

  async function viewOf(course: LoadedCourse, type: LessonType, attempt: AttemptRow) {
    const [answers, played] = await Promise.all([
      repository.answersOf(attempt.id),
      rolePlayOf(type, attempt.id, course, attempt.lesson_id),
    ]);
    return attemptView(course, attempt.lesson_id, type, attempt, answers, played);
  }

  const toTurns = (answers: readonly AnswerRow[]) =>
    answers.map((a) => ({ exerciseId: a.exercise_id, answer: a.answer, verdict: a.verdict }));

  const service = {
    /** Course cards; a signed-in learner's also say how many lessons they completed. */
    async listCourses(userId: string | null) {
      const attempts = userId ? await repository.attemptsOf(userId) : null;
      const completedIn = (courseId: string) =>
        attempts && new Set(attempts.filter((a) => a.course_id === courseId && a.completed_at).map((a) => a.lesson_id));
      return { courses: [...courses.values()].map((course) => courseCard(course, completedIn(course.course.id))) };
    },

    /** Levels, units and lessons of a course; for a signed-in learner each lesson's state, each level whether it is reached. */
    async catalog(courseId: string, userId: string | null): Promise<CourseCatalog> {
      const course = courseOf(courseId);
      const now = clock.now();
      const progress = userId ? await progressOf(userId, course, now) : null;
      const states = progress ? lessonStates(course.units, progress) : null;
      return {
        ...courseCard(course, progress?.completed ?? null),
        levels: courseLevels.map((level) => ({
          level,
          ...(progress ? { reached: levelReached(course.units, level, progress) } : {}),
          placement: {
            available: level !== 'beginner',
            ...(progress && level !== 'beginner' ? { passed: progress.placed.has(level) } : {}),
          },
          units: course.units
            .filter((u) => u.level === level)
            .map((unit) => ({
              id: unit.id,
              level: unit.level,
              order: unit.order,
              title: unit.title,
              summary: unit.summary,
              lessons: lessonTypes.map((type) => {
                const id = lessonIdOf(unit, type);
                return { id, type, access: lessonAccess(unit, type), ...(states ? { state: states.get(id)! } : {}) };
              }),
            })),
        })),
      };
    },

    /** Starts a lesson, or continues the open attempt of it; the same client key always answers with the same attempt. */
    async startLesson(userId: string, lessonId: string, clientKey: string): Promise<LessonAttempt> {
      const now = clock.now();
      const course = courseOf(lessonId.split('-')[0]!);
      const { type } = await playableLesson(userId, course, lessonId, now);
      const attempt = await repository.startOnce({ userId, courseId: course.course.id, lessonId, clientKey, now });
      if (attempt.lesson_id !== lessonId) throw languagesErrors.keyReused();
      // A conversation already answered in the scripted dialogue stays scripted.
      if (rolePlay && type === 'conversation' && !attempt.completed_at && (await repository.answersOf(attempt.id)).length === 0)
        await rolePlay.modeOnce(attempt.id);
      return viewOf(course, type, attempt);
    },

    async attempt(userId: string, attemptId: string): Promise<LessonAttempt> {
      const { attempt, course, type } = await ownAttempt(userId, attemptId);
      return viewOf(course, type, attempt);
    },

    /**
     * Checks one answer on the server and records it: the verdict, the correct answer and why.
     * A wrong one stays in `remaining` (after the others); the same client key again is answered
     * as the first time and stored once.
     */
    async answer(userId: string, attemptId: string, input: { clientKey: string; exerciseId: string; answer: string }) {
      const now = clock.now();
      const { attempt, course, unit, type } = await ownAttempt(userId, attemptId);
      if (rolePlay && (await rolePlayOf(type, attempt.id, course, attempt.lesson_id))) {
        // A finished role-play has no turn left to play (a replayed one is still answered from storage).
        await playableLesson(userId, course, attempt.lesson_id, now);
        return rolePlay.play(userId, attempt.id, course.course, unit, input, now);
      }
      const answers = await repository.answersOf(attempt.id);
      const replayed = answers.find((a) => a.client_key === input.clientKey);
      if (replayed && replayed.exercise_id !== input.exerciseId) throw languagesErrors.keyReused();
      const given = replayed?.answer ?? input.answer;
      if (!replayed) {
        if (attempt.completed_at) throw languagesErrors.alreadyCompleted();
        await playableLesson(userId, course, attempt.lesson_id, now);
      }

      let result: AnswerCheck & { correctAnswer: string; explanation: string; next?: Exercise };
      if (type === 'conversation') {
        const conversation = unit.conversation;
        const node = replayed
          ? conversation.nodes.find((n) => `turn-${n.id}` === input.exerciseId)
          : currentNode(course.course, conversation, toTurns(answers), checkOptions(course));
        if (!node || `turn-${node.id}` !== input.exerciseId || node.replies.length === 0) throw languagesErrors.exerciseNotFound();
        const { next: reached, ...turn } = replyAt(course.course, conversation, node, given, checkOptions(course));
        const next = reached && turn.verdict !== 'wrong' ? reached : node;
        result = {
          ...turn,
          ...(next.replies.length ? { next: withReadings(course, turnExercise(course.course, conversation, next)) } : {}),
        };
      } else {
        const planned = planLesson(course.course, unit, type).exercises.find((p) => p.exercise.id === input.exerciseId);
        if (!planned) throw languagesErrors.exerciseNotFound();
        result = { ...checkExercise(course, planned.key, given), correctAnswer: planned.correctAnswer, explanation: planned.explanation };
      }
      if (!replayed)
        await repository.answerOnce({
          attemptId,
          exerciseId: input.exerciseId,
          clientKey: input.clientKey,
          answer: given,
          verdict: result.verdict,
          now,
        });
      const view = attemptView(course, attempt.lesson_id, type, attempt, await repository.answersOf(attempt.id));
      return {
        verdict: result.verdict,
        ...(result.note ? { note: result.note } : {}),
        correctAnswer: result.correctAnswer,
        explanation: result.explanation,
        ...readingsOf(course, [result.correctAnswer]),
        remaining: view.remaining,
        ...(result.next ? { next: result.next } : {}),
      };
    },

    /** Completes an attempt whose every exercise was answered right (or with a typo); its items become cards. Counted once. */
    async complete(userId: string, attemptId: string) {
      const now = clock.now();
      const { attempt, course, unit, type } = await ownAttempt(userId, attemptId);
      if (attempt.completed_at) return { lessonId: attempt.lesson_id, completed: true as const, newCards: 0 };
      await playableLesson(userId, course, attempt.lesson_id, now);
      const view = await viewOf(course, type, attempt);
      if (view.remaining.length) throw languagesErrors.unfinished();
      const { newCards } = await repository.completeOnce({
        userId,
        attemptId,
        courseId: course.course.id,
        lessonId: attempt.lesson_id,
        itemIds: planLesson(course.course, unit, type).itemIds,
        now,
      });
      return { lessonId: attempt.lesson_id, completed: true as const, newCards };
    },

    /** Today's review over every course: due cards most forgotten first, then new cards up to the daily cap (decision 0075). */
    async reviewQueue(userId: string, zone: LearnerZone) {
      const now = clock.now();
      const [cards, reviews] = await Promise.all([repository.cardsOf(userId), repository.reviewsOf(userId)]);
      const known = cards.filter((c) => itemsById.has(c.item_id));
      const state = reviewStateFromLog(reviews.filter((r) => itemsById.has(r.item_id)).map(toEvent));
      const courseOrder = [...courses.keys()];
      const ordered = known
        .map((c) => itemsById.get(c.item_id)!)
        .sort((a, b) => courseOrder.indexOf(a.course.course.id) - courseOrder.indexOf(b.course.course.id) || a.rank - b.rank)
        .map((e) => e.item.id);
      const queue = dailyQueue({ state, courseItemIds: ordered, now, zone });
      const tomorrow = dailyQueue({ state, courseItemIds: [], now: nextLearnerMidnight(now, zone), zone });
      const exercises = [...queue.due, ...queue.fresh].slice(0, reviewBatch).map((itemId) => {
        const { course, item } = itemsById.get(itemId)!;
        return {
          id: item.id,
          kind: 'type' as const,
          prompt: `Write this in ${course.course.title}.`,
          english: item.gloss,
          speech: { text: item.text, speechLocale: course.course.speechLocale },
          itemId: item.id,
          courseId: course.course.id,
        };
      });
      return {
        exercises,
        due: queue.due.length,
        fresh: queue.fresh.length,
        newPaused: queue.newPaused,
        dueTomorrow: tomorrow.due.length,
      };
    },

    /** Checks a review answer and logs it once per client key; the card's next review follows from the log. */
    async answerReview(userId: string, input: { clientKey: string; courseId: string; itemId: string; answer: string; answerMs: number }) {
      const now = clock.now();
      const course = courseOf(input.courseId);
      const entry = itemsById.get(input.itemId);
      if (!entry || entry.course !== course) throw languagesErrors.cardNotFound();
      const cards = await repository.cardsOf(userId);
      if (!cards.some((c) => c.item_id === input.itemId && c.course_id === input.courseId)) throw languagesErrors.cardNotFound();
      const { item } = entry;
      const check = checkAnswer(course.course.id, input.answer, [item.text, ...(item.variants ?? [])], checkOptions(course));
      await repository.reviewOnce(
        {
          userId,
          courseId: input.courseId,
          itemId: input.itemId,
          clientKey: input.clientKey,
          outcome: outcomeOf[check.verdict],
          answerMs: input.answerMs,
          now,
        },
        (itemLog) => wordsLearned(reviewStateFromLog(itemLog.map(toEvent)).cards) > 0,
      );
      // A replayed key was logged as first sent: the rating and next review follow the stored answer.
      const log = (await repository.reviewsOf(userId)).filter((r) => r.item_id === input.itemId);
      const stored = log.find((r) => r.client_key === input.clientKey)!;
      const card = reviewStateFromLog(log.map(toEvent)).cards.get(input.itemId)!;
      return {
        verdict: check.verdict,
        ...(check.note ? { note: check.note } : {}),
        correctAnswer: item.text,
        explanation: `${item.text} — ${item.gloss}. ${item.example.text} (${item.example.translation})`,
        ...readingsOf(course, [item.text]),
        rating: ratingNames[ratingOf(stored.outcome, stored.answer_ms)],
        nextReviewAt: iso(card.due),
      };
    },

    /** The words and phrases the learner has met in a course, in course order, with their card's state; `q` narrows by text, reading or meaning. */
    async wordList(userId: string, courseId: string, q?: string) {
      const course = courseOf(courseId);
      const [cards, reviews] = await Promise.all([repository.cardsOf(userId), repository.reviewsOf(userId)]);
      const state = reviewStateFromLog(reviews.filter((r) => r.course_id === course.course.id && itemsById.has(r.item_id)).map(toEvent));
      const needle = q?.trim().toLocaleLowerCase();
      const words = cards
        .filter((c) => c.course_id === course.course.id && itemsById.has(c.item_id))
        .map((c) => ({ card: c, ...itemsById.get(c.item_id)! }))
        .sort((a, b) => a.rank - b.rank)
        .filter(({ item }) => {
          if (!needle) return true;
          const reading = course.readings?.get(item.text);
          const readingText = reading
            ? Object.values(reading)
                .filter((v) => typeof v === 'string')
                .join(' ')
            : '';
          return [item.text, ...(item.variants ?? []), item.gloss, ...(item.glosses ?? []), readingText].some((t) =>
            t.toLocaleLowerCase().includes(needle),
          );
        })
        .map(({ card, unitId, item }) => {
          const fsrsCard = state.cards.get(item.id);
          return {
            itemId: item.id,
            unitId,
            text: item.text,
            kind: item.kind,
            pos: item.pos,
            gloss: item.gloss,
            glosses: item.glosses ?? [],
            ...(item.gender ? { gender: item.gender } : {}),
            example: item.example,
            speech: { text: item.text, speechLocale: course.course.speechLocale },
            ...readingsOf(course, [item.text, item.example.text]),
            card: fsrsCard ? cardStates[fsrsCard.state] : ('new' as const),
            due: fsrsCard ? iso(fsrsCard.due) : null,
            metAt: iso(card.met_at),
          };
        });
      return { words };
    },

    placementTest(courseId: string, level: 'intermediate' | 'advanced') {
      const course = courseOf(courseId);
      return {
        courseId: course.course.id,
        level,
        questions: course.course.placement[level].map(({ id, prompt, choices }) => ({ id, prompt, choices })),
      };
    },

    /** Scores a placement test; 8 of 10 or more opens the level. The best score is kept. */
    async takePlacement(userId: string, courseId: string, level: 'intermediate' | 'advanced', answers: readonly number[]) {
      const course = courseOf(courseId);
      const questions = course.course.placement[level];
      const score = questions.filter((q, i) => answers[i] === q.answer).length;
      await repository.recordPlacement({ userId, courseId: course.course.id, level, score, now: clock.now() });
      return { score, passed: score >= placementPassMark, answers: questions.map((q) => q.answer) };
    },

    /** Lessons completed, words learned (cards in FSRS Review state) and the day streak on the learner's local days. */
    async counters(userId: string, zone: LearnerZone): Promise<LanguageCounters> {
      const now = clock.now();
      const [attempts, reviews] = await Promise.all([repository.attemptsOf(userId), repository.reviewsOf(userId)]);
      const completed = attempts.filter((a) => a.completed_at);
      const state = reviewStateFromLog(reviews.filter((r) => itemsById.has(r.item_id)).map(toEvent));
      const practiceDays = [...completed.map((a) => a.completed_at!), ...reviews.map((r) => r.reviewed_at)].map((at) =>
        learnerDay(new Date(at), zone),
      );
      return {
        lessonsCompleted: new Set(completed.map((a) => a.lesson_id)).size,
        wordsLearned: wordsLearned(state.cards),
        streak: learningStreak(practiceDays, learnerDay(now, zone)),
      };
    },

    /** The dashboard's view: counters, how much review today holds, and the next lesson of the course practised last. */
    async summary(userId: string, zone: LearnerZone): Promise<LanguageSummary> {
      const now = clock.now();
      const [counters, queue, attempts] = await Promise.all([
        service.counters(userId, zone),
        service.reviewQueue(userId, zone),
        repository.attemptsOf(userId),
      ]);
      const latest = attempts.reduce<AttemptRow | null>(
        (last, a) => (!last || (a.completed_at ?? a.started_at) > (last.completed_at ?? last.started_at) ? a : last),
        null,
      );
      let next: LanguageSummary['next'] = null;
      const course = latest && courses.get(latest.course_id as LanguageCourseId);
      if (course) {
        const states = lessonStates(course.units, await progressOf(userId, course, now));
        const open = [...states].find(([, state]) => state === 'continue') ?? [...states].find(([, state]) => state === 'start');
        const found = open && findLesson(course.units, open[0]);
        if (found) next = { courseId: course.course.id, lessonId: open[0], unitTitle: found.unit.title };
      }
      return {
        lessonsCompleted: counters.lessonsCompleted,
        wordsLearned: counters.wordsLearned,
        streakDays: counters.streak.current,
        reviewToday: queue.due + queue.fresh,
        next,
      };
    },

    /** A student's progress for their teacher: the counters and the courses with a completed lesson. */
    async progressForTeacher(userId: string, zone: LearnerZone): Promise<StudentLanguageProgress> {
      const [counters, attempts] = await Promise.all([service.counters(userId, zone), repository.attemptsOf(userId)]);
      const started = new Set(attempts.filter((a) => a.completed_at).map((a) => a.course_id));
      return {
        lessonsCompleted: counters.lessonsCompleted,
        wordsLearned: counters.wordsLearned,
        streakDays: counters.streak.current,
        courses: [...courses.keys()].filter((id) => started.has(id)),
      };
    },

    /** Everything stored about the learner's language learning, for the data export. */
    async exportFor(userId: string) {
      const [attempts, cards, reviews, placements, rolePlayTurns] = await Promise.all([
        repository.attemptsOf(userId),
        repository.cardsOf(userId),
        repository.reviewsOf(userId),
        repository.placementsOf(userId),
        rolePlayTurnsOf(userId),
      ]);
      return {
        lessonAttempts: attempts.map((a) => ({
          courseId: a.course_id,
          lessonId: a.lesson_id,
          startedAt: iso(a.started_at),
          completedAt: iso(a.completed_at),
        })),
        cards: cards.map((c) => ({ courseId: c.course_id, itemId: c.item_id, metAt: iso(c.met_at) })),
        reviews: reviews.map((r) => ({
          courseId: r.course_id,
          itemId: r.item_id,
          outcome: r.outcome,
          answerMs: r.answer_ms,
          reviewedAt: iso(r.reviewed_at),
        })),
        placements: placements.map((p) => ({ courseId: p.course_id, level: p.level, score: p.score, takenAt: iso(p.taken_at) })),
        rolePlayTurns: rolePlayTurns.map((t) => ({
          lessonId: t.lesson_id,
          learner: t.learner_text,
          partner: t.partner_say,
          partnerTranslation: t.partner_translation,
          correction: t.correction,
          playedAt: iso(t.played_at),
        })),
      };
    },
  };
  return service;
}

const toEvent = (r: { item_id: string; outcome: 'right' | 'typo' | 'wrong'; answer_ms: number; reviewed_at: Date }): ReviewEvent => ({
  itemId: r.item_id,
  at: new Date(r.reviewed_at),
  outcome: r.outcome,
  answerMs: r.answer_ms,
});

export type LanguagesService = ReturnType<typeof createLanguagesService>;
