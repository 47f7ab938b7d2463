/**
 * Mastery per skill, as Khan Academy's levels (issue 31, decision 0112). Practice lifts a skill to
 * proficient at most; quizzes and unit practice tests lift it one level, up to mastered, or drop it
 * one. A skill not practised for a while is due for review and its level decays: computed on read
 * from the stored level and when it was last practised, so reading never writes.
 */
export const masteryLevels = ['not-started', 'attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof masteryLevels)[number];

/** Practice answers that make one set; the set's score moves the level when it is complete. */
export const practiceSetSize = 5;
/** A set this right (4 of 5) or better makes a skill familiar; all right makes it proficient. */
export const familiarShare = 0.7;

/** Days without practice after which a skill at this level is due for review and drops one level. */
export const reviewAfterDays: Partial<Record<MasteryLevel, number>> = { familiar: 14, proficient: 21, mastered: 30 };

const dayMs = 86_400_000;
const rank = (level: MasteryLevel) => masteryLevels.indexOf(level);
const atLeast = (level: MasteryLevel, floor: MasteryLevel) => (rank(level) >= rank(floor) ? level : floor);

export type SkillMastery = {
  level: MasteryLevel;
  /** Practice answers in the set under way, and how many of them were right. */
  setAnswered: number;
  setRight: number;
  /** When the skill was last practised, quizzed or tested; null when never. */
  practisedAt: Date | null;
};

export const notStarted: SkillMastery = { level: 'not-started', setAnswered: 0, setRight: 0, practisedAt: null };

/** The level as shown at `now`: the stored one lowered once per review period passed without practice, never below attempted. */
export function effectiveMastery(stored: SkillMastery, now: Date): { level: MasteryLevel; dueForReview: boolean } {
  if (!stored.practisedAt) return { level: stored.level, dueForReview: false };
  let level = stored.level;
  let days = (now.getTime() - stored.practisedAt.getTime()) / dayMs;
  let due = false;
  for (let period = reviewAfterDays[level]; period !== undefined && days >= period; period = reviewAfterDays[level]) {
    days -= period;
    level = masteryLevels[rank(level) - 1]!;
    due = true;
  }
  return { level, dueForReview: due };
}

/** After one practice answer: the first makes a skill attempted; a complete set moves it to what its score earns, at most proficient. */
export function afterPracticeAnswer(stored: SkillMastery, right: boolean, now: Date): SkillMastery {
  const level = atLeast(effectiveMastery(stored, now).level, 'attempted');
  const setAnswered = stored.setAnswered + 1;
  const setRight = stored.setRight + (right ? 1 : 0);
  if (setAnswered < practiceSetSize) return { level, setAnswered, setRight, practisedAt: now };
  const share = setRight / setAnswered;
  const earned: MasteryLevel = share === 1 ? 'proficient' : share >= familiarShare ? 'familiar' : 'attempted';
  // Practice never lowers a level a quiz gave, nor lifts past proficient.
  return { level: rank(level) >= rank('proficient') ? level : atLeast(level, earned), setAnswered: 0, setRight: 0, practisedAt: now };
}

/**
 * After a quiz or unit test, from the skill's questions in it: all right lifts one level (a skill
 * never practised becomes familiar, as at Khan Academy), any wrong drops one (never below attempted).
 */
export function afterTest(stored: SkillMastery, right: number, asked: number, now: Date): SkillMastery {
  if (asked === 0) return stored;
  const current = effectiveMastery(stored, now).level;
  let level: MasteryLevel;
  if (right === asked) level = current === 'not-started' ? 'familiar' : masteryLevels[Math.min(rank(current) + 1, rank('mastered'))]!;
  else level = masteryLevels[Math.max(rank(current) - 1, rank('attempted'))]!;
  return { ...stored, level, practisedAt: now };
}

/** The skill most in need of practice among these: due for review first, then the lowest level, then the first listed. */
export function neediestSkill<T extends { level: MasteryLevel; dueForReview: boolean }>(skills: readonly T[]): T | undefined {
  return [...skills].sort((a, b) => Number(b.dueForReview) - Number(a.dueForReview) || rank(a.level) - rank(b.level))[0];
}
