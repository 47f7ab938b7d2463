import { randomInt } from 'node:crypto';
import type { Feature } from '@brainboost/domain/billing/entitlements';
import { localDay } from '@brainboost/domain/achievements/achievements';
import {
  afterPracticeAnswer,
  afterTest,
  effectiveMastery,
  masteryLevels,
  neediestSkill,
  type MasteryLevel,
} from '@brainboost/domain/curriculum/mastery';
import type { CurriculumBand, CurriculumSubject, TopicContent, TopicItem } from '@brainboost/domain/curriculum/topic-content';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { seededRandom } from '@brainboost/domain/random/seeded-random';
import type { Mastery, ShownItem } from '@brainboost/domain/schemas/curriculum';
import type { Db } from '../../db/database.js';
import { iso } from '../../iso-time.js';
import type { Clock } from '../../providers/payments/clock.js';
import type { LoadedCurriculum, LoadedTopic } from './curriculum-content.loader.js';
import { curriculumErrors } from './curriculum.errors.js';
import { createCurriculumRepository, masteryOfRow, type MasteryRow, type ServedRow, type TestRow } from './curriculum.repository.js';
import type { TestQuestionRow } from './curriculum.tables.js';
import { checkMaths, checkWritten, showMaths, showWritten, type Checked, type GivenAnswer, type Verdict } from './item-check.js';
import type { MathsTemplate } from './maths-practice/maths-template.js';
import { generateMathsItem } from './maths-practice/maths-templates.js';
import { practicePerDay } from './practice-limit.js';
import { topicAccess, topicLocked } from './topic-access.js';

export type FeatureLookup = { featuresOf(userId: string, now?: Date): Promise<ReadonlySet<Feature>> };
/** Where maths practice templates come from (the real ones; tests pass a fixture). */
export type MathsTemplateSource = { ofSkill(topicId: string, skill: string): MathsTemplate[]; byId(id: string): MathsTemplate | undefined };
type Locale = (typeof supportedLocales)[number];

/** Generated maths questions per skill in a quiz or a unit test; written items per skill in a unit test. */
const questionsPerSkill = 2;
/** A timed unit test allows this long per question, and accepts answers this long after its deadline (network, a slow click). */
export const secondsPerQuestion = 60;
export const deadlineGraceMs = 30_000;
/** Recently served items a skill's next practice item avoids repeating. */
const recentWindow = 5;

const seed = () => randomInt(0, 2 ** 31 - 1);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;
const keyOf = (topicId: string, skill: string) => `${topicId}/${skill}`;
const questionOf = (row: ServedRow) => ({ source: row.source, ref: row.item_ref, seed: row.seed });

/**
 * The curriculum (issue 31): published subjects' topics, practice one item at a time checked on the
 * server, topic quizzes and unit practice tests, and mastery per skill. Content is loaded once at
 * start; `access` answers which plan features the learner has.
 */
export function createCurriculumService({
  db,
  curriculum,
  templates,
  access,
  clock,
}: {
  db: Db;
  curriculum: LoadedCurriculum;
  templates: MathsTemplateSource;
  access: FeatureLookup;
  clock: Clock;
}) {
  const repository = createCurriculumRepository(db);
  const topicsOf = (subject: CurriculumSubject, band: CurriculumBand) =>
    [...curriculum.topics.values()].filter((t) => t.subject === subject && t.band === band);
  const subjectOf = (id: string) => curriculum.subjects.find((s) => s.id === id);

  const topicOf = (topicId: string) => {
    const topic = curriculum.topics.get(topicId);
    if (!topic) throw curriculumErrors.notFound();
    return topic;
  };
  /** The topic in the requester's language when written, else English. */
  const inLanguage = (topic: LoadedTopic, locale: string): { content: TopicContent; language: Locale } => {
    const content = topic.files.get(locale);
    return content ? { content, language: locale as Locale } : { content: topic.en, language: 'en' };
  };
  const itemOf = (topic: LoadedTopic, locale: string, itemId: string): TopicItem => {
    const { content } = inLanguage(topic, locale);
    return [...content.practice, ...content.quiz].find((i) => i.id === itemId)!;
  };

  async function masteryMap(userId: string) {
    const rows = await repository.masteryOf(userId);
    return new Map(rows.map((r) => [keyOf(r.topic_id, r.skill_id), r]));
  }
  const masteryIn = (rows: ReadonlyMap<string, MasteryRow>, topicId: string, skill: string, now: Date): Mastery =>
    effectiveMastery(masteryOfRow(rows.get(keyOf(topicId, skill))), now);

  function topicCard(
    topic: LoadedTopic,
    locale: string,
    learner: { rows: ReadonlyMap<string, MasteryRow>; features: ReadonlySet<Feature> } | null,
    now: Date,
  ) {
    const { content } = inLanguage(topic, locale);
    return {
      id: topic.id,
      order: content.order,
      title: content.title,
      summary: content.summary,
      grades: content.grades,
      standards: content.standards,
      access: topicAccess(content),
      ...(learner ? { locked: topicLocked(content, learner.features) } : {}),
      skills: content.skills.map((s) => ({
        id: s.id,
        title: s.title,
        ...(learner ? { mastery: masteryIn(learner.rows, topic.id, s.id, now) } : {}),
      })),
    };
  }

  async function learnerOf(userId: string | null, now: Date) {
    if (!userId) return null;
    const [rows, features] = await Promise.all([masteryMap(userId), access.featuresOf(userId, now)]);
    return { rows, features };
  }

  /** The topic, refused when the learner's plan does not open it. */
  async function openTopic(userId: string, topicId: string, now: Date) {
    const topic = topicOf(topicId);
    const features = await access.featuresOf(userId, now);
    if (topicLocked(topic.en, features)) throw curriculumErrors.locked();
    return { topic, features };
  }

  /** A question or practice item as the learner sees it, in their language. */
  function shown(
    topic: LoadedTopic,
    locale: string,
    q: { skill: string; source: 'bank' | 'template'; ref: string; seed: number },
  ): ShownItem {
    if (q.source === 'bank') return showWritten(itemOf(topic, locale, q.ref), q.seed);
    return showMaths(q.skill, generateMathsItem(templates.byId(q.ref)!, q.seed));
  }
  /** A written answer is right in the requester's language or in English (a translation keeps the answers, not always the words). */
  function check(
    topic: LoadedTopic,
    locale: string,
    q: { source: 'bank' | 'template'; ref: string; seed: number },
    given: GivenAnswer,
  ): Checked {
    if (q.source === 'template') return checkMaths(generateMathsItem(templates.byId(q.ref)!, q.seed), given);
    const checked = checkWritten(itemOf(topic, locale, q.ref), q.seed, given);
    if (checked.verdict === 'right' || locale === 'en') return checked;
    return checkWritten(itemOf(topic, 'en', q.ref), q.seed, given).verdict === 'right' ? { ...checked, verdict: 'right' } : checked;
  }

  /** Questions for a skill of a topic: generated maths items, or written items of the skill drawn from `bank`. */
  function questionsFor(topic: LoadedTopic, skill: string, bank: readonly TopicItem[], count: number): Omit<TestQuestionRow, 'id'>[] {
    if (topic.subject === 'math') {
      const ofSkill = templates.ofSkill(topic.id, skill);
      return Array.from({ length: ofSkill.length ? count : 0 }, () => ({
        topicId: topic.id,
        skill,
        source: 'template' as const,
        ref: pick(ofSkill).id,
        seed: seed(),
      }));
    }
    const items = bank.filter((i) => i.skill === skill);
    const chosen = seededRandom(seed()).shuffle(items).slice(0, count);
    return chosen.map((i) => ({ topicId: topic.id, skill, source: 'bank' as const, ref: i.id, seed: seed() }));
  }

  function testView(test: TestRow, locale: string) {
    return {
      attemptId: test.id,
      kind: test.kind,
      topicId: test.topic_id,
      unitId: test.unit_id,
      language: languageOfTest(test, locale),
      questions: test.questions.map((q) => ({ id: q.id, topicId: q.topicId, item: shown(topicOf(q.topicId), locale, q) })),
      deadlineAt: iso(test.deadline_at),
      submitted: test.submitted_at !== null,
    };
  }
  /** A test is in the requester's language when every topic it draws from is written in it. */
  const languageOfTest = (test: TestRow, locale: string): Locale =>
    test.questions.every((q) => topicOf(q.topicId).files.has(locale)) ? (locale as Locale) : 'en';

  function testResult(test: TestRow, locale: string) {
    const given = test.answers!.given;
    const review = test.questions.map((q) => {
      const topic = topicOf(q.topicId);
      const answered = q.id in given;
      const checked = check(topic, locale, q, answered ? (given[q.id] as GivenAnswer) : '');
      // The verdict scored at submission, whatever language the review is read in.
      const verdict = test.answers!.verdicts[q.id] ?? 'wrong';
      return {
        questionId: q.id,
        item: shown(topic, locale, q),
        answered,
        verdict,
        reveal: checked.reveal,
        explanation: checked.explanation,
      };
    });
    return {
      attemptId: test.id,
      score: test.score ?? 0,
      total: test.questions.length,
      review,
      mastery: test.answers!.mastery.map(({ skill, before, after }) => ({ skill, before, after })),
    };
  }

  const service = {
    /** The published subjects with their units and topics in a band; a signed-in learner's share of proficient skills. */
    async subjects(band: CurriculumBand, userId: string | null) {
      const now = clock.now();
      const learner = await learnerOf(userId, now);
      return {
        band,
        subjects: curriculum.subjects.map((subject) => {
          const topics = topicsOf(subject.id, band);
          const skills = topics.flatMap((t) => t.en.skills.map((s) => ({ topic: t.id, skill: s.id })));
          return {
            id: subject.id,
            standard: subject.standard,
            units: new Set(topics.map((t) => t.en.unit.id)).size,
            topics: topics.length,
            ...(learner
              ? {
                  progress: {
                    proficientSkills: skills.filter((s) => masteryLevels.indexOf(masteryIn(learner.rows, s.topic, s.skill, now).level) >= 3)
                      .length,
                    skills: skills.length,
                  },
                }
              : {}),
          };
        }),
      };
    },

    /** A subject's units and topics in a band, in the requester's language; with mastery and locks when signed in. */
    async outline(subjectId: CurriculumSubject, band: CurriculumBand, locale: string, userId: string | null) {
      const subject = subjectOf(subjectId);
      if (!subject) throw curriculumErrors.notFound();
      const now = clock.now();
      const learner = await learnerOf(userId, now);
      const topics = topicsOf(subject.id, band);
      const units = [...new Set(topics.map((t) => t.en.unit.id))].map((unitId) => {
        const ofUnit = topics.filter((t) => t.en.unit.id === unitId);
        return {
          id: unitId,
          title: inLanguage(ofUnit[0]!, locale).content.unit.title,
          topics: ofUnit.map((t) => topicCard(t, locale, learner, now)),
        };
      });
      const language: Locale = topics.length > 0 && topics.every((t) => t.files.has(locale)) ? (locale as Locale) : 'en';
      return { subject: subject.id, band, standard: subject.standard, language, units };
    },

    /** A topic's lesson and flashcards (never its answers), in the requester's language or English. */
    async topic(topicId: string, locale: string, userId: string | null) {
      const topic = topicOf(topicId);
      const now = clock.now();
      const learner = await learnerOf(userId, now);
      const { content, language } = inLanguage(topic, locale);
      return {
        ...topicCard(topic, locale, learner, now),
        subject: topic.subject,
        band: topic.band,
        language,
        unit: content.unit,
        objectives: content.objectives,
        lesson: content.lesson,
        flashcards: content.flashcards,
        practiceItems: content.practice.length,
        quizQuestions: topic.subject === 'math' ? content.skills.length * questionsPerSkill : content.quiz.length,
      };
    },

    /**
     * Serves the next practice item of a topic: of the chosen skill, else the one most in need.
     * What was served (bank item, or template and seed) is stored; the item goes out without its answer.
     */
    async practiceNext(userId: string, topicId: string, input: { skill?: string | undefined; utcOffset: number }, locale: string) {
      const now = clock.now();
      const { topic, features } = await openTopic(userId, topicId, now);
      const limit = practicePerDay(features);
      const used = await repository.answeredOn(userId, localDay(now, input.utcOffset));
      if (limit !== null && used >= limit) throw curriculumErrors.dailyLimit();
      const rows = await masteryMap(userId);
      const practisable = topic.en.skills
        .map((s) => ({ id: s.id, ...masteryIn(rows, topic.id, s.id, now) }))
        .filter((s) =>
          topic.subject === 'math' ? templates.ofSkill(topic.id, s.id).length > 0 : topic.en.practice.some((i) => i.skill === s.id),
        );
      const skill = input.skill ? practisable.find((s) => s.id === input.skill) : neediestSkill(practisable);
      if (!skill) throw curriculumErrors.skillNotFound();

      let served: { source: 'bank' | 'template'; ref: string; seed: number };
      if (topic.subject === 'math') served = { source: 'template', ref: pick(templates.ofSkill(topic.id, skill.id)).id, seed: seed() };
      else {
        const items = topic.en.practice.filter((i) => i.skill === skill.id);
        const recent = new Set(await repository.recentRefs(userId, topic.id, skill.id, Math.min(recentWindow, items.length - 1)));
        served = { source: 'bank', ref: pick(items.filter((i) => !recent.has(i.id))).id, seed: seed() };
      }
      const servedId = await repository.serve({ userId, topicId: topic.id, skill: skill.id, ...served, now });
      return {
        servedId,
        topicId: topic.id,
        language: inLanguage(topic, locale).language,
        item: shown(topic, locale, { skill: skill.id, ...served }),
        mastery: { level: skill.level, dueForReview: skill.dueForReview },
        dailyLimit: limit === null ? null : { limit, used },
      };
    },

    /**
     * Checks a practice answer on the server against what was served: the verdict, the right
     * answer, the explanation or worked steps, and the skill's mastery change. A served item is
     * counted once: answering it again returns the first verdict. A maths answer in another form than
     * asked, or unreadable, is not counted and may be given again.
     */
    async practiceAnswer(userId: string, servedId: string, input: { answer: GivenAnswer; utcOffset: number }, locale: string) {
      const now = clock.now();
      const served = await repository.served(userId, servedId);
      if (!served) throw curriculumErrors.notFound();
      const topic = topicOf(served.topic_id);
      const day = localDay(now, input.utcOffset);
      const replay = (row: ServedRow, used: number, limit: number | null) => {
        const checked = check(topic, locale, questionOf(row), row.answer as GivenAnswer);
        return {
          verdict: row.verdict!,
          reveal: checked.reveal,
          explanation: checked.explanation,
          mastery: { skill: row.skill_id, before: row.level_before!, after: row.level_after! },
          dailyLimit: limit === null ? null : { limit, used },
        };
      };
      const { features } = await openTopic(userId, topic.id, now);
      const limit = practicePerDay(features);
      if (served.answered_at) return replay(served, await repository.answeredOn(userId, day), limit);

      const checked = check(topic, locale, questionOf(served), input.answer);
      if (checked.verdict === 'form' || checked.verdict === 'unreadable')
        return { verdict: checked.verdict, dailyLimit: limit === null ? null : { limit, used: await repository.answeredOn(userId, day) } };
      const right = checked.verdict === 'right';
      const result = await repository.answerOnce({
        userId,
        served,
        answer: input.answer,
        right,
        day,
        limit,
        now,
        move: (stored) => afterPracticeAnswer(stored, right, now),
      });
      if (result.replayed) return replay(result.row, result.used, limit);
      return {
        verdict: checked.verdict,
        reveal: checked.reveal,
        explanation: checked.explanation,
        mastery: { skill: served.skill_id, before: result.before, after: result.after },
        dailyLimit: limit === null ? null : { limit, used: result.used },
      };
    },

    /** Starts a topic's quiz (its written quiz, or two generated maths items per skill); the same key returns the same quiz. */
    async startQuiz(userId: string, topicId: string, clientKey: string, locale: string) {
      const now = clock.now();
      const { topic } = await openTopic(userId, topicId, now);
      const drawn =
        topic.subject === 'math'
          ? topic.en.skills.flatMap((s) => questionsFor(topic, s.id, [], questionsPerSkill))
          : topic.en.quiz.map((i) => ({ topicId: topic.id, skill: i.skill, source: 'bank' as const, ref: i.id, seed: seed() }));
      if (drawn.length === 0) throw curriculumErrors.nothingToAsk();
      const test = await repository.startTestOnce({
        userId,
        clientKey,
        kind: 'quiz',
        subject: topic.subject,
        band: topic.band,
        topicId: topic.id,
        unitId: null,
        questions: drawn.map((q, i) => ({ id: `q${i + 1}`, ...q })),
        deadline: null,
        now,
      });
      if (test.kind !== 'quiz' || test.topic_id !== topic.id) throw curriculumErrors.keyReused();
      return testView(test, locale);
    },

    /**
     * Starts a unit practice test (`practice_tests`): up to two questions per skill of each topic of
     * the unit the learner's plan opens. Timed, it has a server deadline of a minute a question.
     */
    async startUnitTest(
      userId: string,
      params: { subject: CurriculumSubject; band: CurriculumBand; unitId: string },
      input: { clientKey: string; timed: boolean },
      locale: string,
    ) {
      const now = clock.now();
      if (!subjectOf(params.subject)) throw curriculumErrors.notFound();
      const topics = topicsOf(params.subject, params.band).filter((t) => t.en.unit.id === params.unitId);
      if (topics.length === 0) throw curriculumErrors.notFound();
      const features = await access.featuresOf(userId, now);
      if (!features.has('practice_tests')) throw curriculumErrors.testsLocked();
      const open = topics.filter((t) => !topicLocked(t.en, features));
      const drawn = open.flatMap((t) =>
        t.en.skills.flatMap((s) => questionsFor(t, s.id, [...t.en.practice, ...t.en.quiz], questionsPerSkill)),
      );
      if (drawn.length === 0) throw curriculumErrors.nothingToAsk();
      const test = await repository.startTestOnce({
        userId,
        clientKey: input.clientKey,
        kind: 'unit-test',
        subject: params.subject,
        band: params.band,
        topicId: null,
        unitId: params.unitId,
        questions: drawn.map((q, i) => ({ id: `q${i + 1}`, ...q })),
        deadline: input.timed ? new Date(now.getTime() + drawn.length * secondsPerQuestion * 1000) : null,
        now,
      });
      if (test.kind !== 'unit-test' || test.unit_id !== params.unitId || test.subject !== params.subject || test.band !== params.band)
        throw curriculumErrors.keyReused();
      return testView(test, locale);
    },

    async test(userId: string, testId: string, locale: string) {
      const test = await repository.test(userId, testId);
      if (!test) throw curriculumErrors.notFound();
      return testView(test, locale);
    },

    /**
     * Scores a quiz or unit test on the server, once: each skill asked moves up a level when all its
     * questions are right, down one otherwise. Submitting again returns the first result; a timed
     * test past its deadline and grace is refused.
     */
    async submitTest(userId: string, testId: string, answers: readonly { questionId: string; answer: GivenAnswer }[], locale: string) {
      const now = clock.now();
      const test = await repository.test(userId, testId);
      if (!test) throw curriculumErrors.notFound();
      if (test.submitted_at) return testResult(test, locale);
      if (test.deadline_at && now.getTime() > new Date(test.deadline_at).getTime() + deadlineGraceMs) throw curriculumErrors.timeUp();
      const features = await access.featuresOf(userId, now);
      const topicIds = [...new Set(test.questions.map((q) => q.topicId))];
      if (topicIds.some((id) => topicLocked(topicOf(id).en, features))) throw curriculumErrors.locked();
      if (test.kind === 'unit-test' && !features.has('practice_tests')) throw curriculumErrors.testsLocked();

      const ids = new Set(test.questions.map((q) => q.id));
      const given: Record<string, GivenAnswer> = {};
      for (const a of answers) if (ids.has(a.questionId) && !(a.questionId in given)) given[a.questionId] = a.answer;
      const perSkill = new Map<string, { topicId: string; skill: string; right: number; asked: number }>();
      const verdicts: Record<string, Verdict> = {};
      let score = 0;
      for (const q of test.questions) {
        const verdict = q.id in given ? check(topicOf(q.topicId), locale, q, given[q.id]!).verdict : 'wrong';
        verdicts[q.id] = verdict;
        const right = verdict === 'right';
        if (right) score += 1;
        const key = keyOf(q.topicId, q.skill);
        const tally = perSkill.get(key) ?? { topicId: q.topicId, skill: q.skill, right: 0, asked: 0 };
        perSkill.set(key, { ...tally, right: tally.right + (right ? 1 : 0), asked: tally.asked + 1 });
      }
      const stored = await repository.submitOnce({
        userId,
        testId,
        given,
        verdicts,
        score,
        moves: [...perSkill.values()].map((t) => ({
          topicId: t.topicId,
          skill: t.skill,
          move: (m) => afterTest(m, t.right, t.asked, now),
        })),
        now,
      });
      return testResult(stored, locale);
    },

    /**
     * A band's progress per published subject: topics with their skills' levels, the counts per
     * level, what to do next (a skill due for review, else the first topic not yet proficient) and
     * the weakest practised skills.
     */
    async progress(userId: string, band: CurriculumBand, locale: string) {
      const now = clock.now();
      const learner = (await learnerOf(userId, now))!;
      return {
        band,
        language:
          (supportedLocales as readonly string[]).includes(locale) &&
          [...curriculum.topics.values()].every((t) => t.band !== band || t.files.has(locale))
            ? (locale as Locale)
            : ('en' as const),
        subjects: curriculum.subjects.map((subject) => {
          const topics = topicsOf(subject.id, band).map((t) => ({ topic: t, card: topicCard(t, locale, learner, now) }));
          const skills = topics.flatMap(({ topic, card }) =>
            card.skills.map((s) => ({
              topicId: topic.id,
              topicTitle: card.title,
              locked: card.locked!,
              skill: s.id,
              title: s.title,
              ...s.mastery!,
            })),
          );
          const levels = Object.fromEntries(masteryLevels.map((l) => [l, skills.filter((s) => s.level === l).length])) as Record<
            MasteryLevel,
            number
          >;
          const due = skills.find((s) => s.dueForReview && !s.locked);
          const nextTopic = topics.find(({ card }) => !card.locked && card.skills.some((s) => masteryLevels.indexOf(s.mastery!.level) < 3));
          const next = due
            ? { reason: 'review' as const, topicId: due.topicId, topicTitle: due.topicTitle, skill: due.skill }
            : nextTopic
              ? { reason: 'next-topic' as const, topicId: nextTopic.topic.id, topicTitle: nextTopic.card.title, skill: null }
              : null;
          const weak = skills
            .filter((s) => s.level === 'attempted' || (s.dueForReview && s.level !== 'not-started'))
            .sort((a, b) => masteryLevels.indexOf(a.level) - masteryLevels.indexOf(b.level))
            .slice(0, 5)
            .map(({ topicId, skill, title, level }) => ({ topicId, skill, title, level }));
          return {
            id: subject.id,
            skills: skills.length,
            levels,
            topics: topics.map(({ topic, card }) => ({ id: topic.id, title: card.title, locked: card.locked!, skills: card.skills })),
            next,
            weak,
          };
        }),
      };
    },

    /** The dashboard's "continue learning": where the learner was last, today's practice, skills due for review and proficient. */
    async continueLearning(userId: string, utcOffset: number) {
      const now = clock.now();
      const [rows, latest, practisedToday] = await Promise.all([
        repository.masteryOf(userId),
        repository.latestActivity(userId),
        repository.answeredOn(userId, localDay(now, utcOffset)),
      ]);
      const published = rows.filter((r) => curriculum.topics.has(r.topic_id));
      const levels = published.map((r) => effectiveMastery(masteryOfRow(r), now));
      // A unit test continues at its unit's first topic.
      const testTopic =
        latest.test &&
        (latest.test.topic_id ??
          [...curriculum.topics.values()].find(
            (t) => t.subject === latest.test!.subject && t.band === latest.test!.band && t.en.unit.id === latest.test!.unit_id,
          )?.id);
      const candidates = [
        ...(latest.practice ? [{ topicId: latest.practice.topic_id, at: latest.practice.at }] : []),
        ...(latest.test && testTopic ? [{ topicId: testTopic, at: latest.test.at }] : []),
      ].filter((a) => curriculum.topics.has(a.topicId));
      const last = candidates.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())[0];
      const topic = last && curriculum.topics.get(last.topicId)!;
      return {
        last: topic ? { topicId: topic.id, subject: topic.subject, band: topic.band, at: iso(last.at)! } : null,
        practisedToday,
        dueForReview: levels.filter((l) => l.dueForReview).length,
        proficientSkills: levels.filter((l) => masteryLevels.indexOf(l.level) >= 3).length,
      };
    },
  };
  return service;
}

export type CurriculumService = ReturnType<typeof createCurriculumService>;
