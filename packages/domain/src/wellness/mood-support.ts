/** Mood check-ins: the scale, the feeling tags, and when to show crisis resources. */
export const moodLevels = [1, 2, 3, 4, 5] as const;
export type MoodLevel = (typeof moodLevels)[number];

export const feelingTags = [
  'happy',
  'calm',
  'grateful',
  'excited',
  'proud',
  'tired',
  'bored',
  'worried',
  'stressed',
  'sad',
  'angry',
  'lonely',
  'overwhelmed',
  'hopeless',
  'unsafe',
] as const;
export type FeelingTag = (typeof feelingTags)[number];

/** Tags that on their own mean the learner should see who to contact now. */
export const crisisTags: ReadonlySet<FeelingTag> = new Set<FeelingTag>(['hopeless', 'unsafe']);

export type SupportLevel = 'none' | 'reachOut' | 'crisis';

/**
 * The lowest mood, or a crisis tag, shows crisis resources; a low mood (2) with a hard feeling
 * suggests talking to a trusted adult. Never hides resources the learner asks for: the page also
 * links them at all times.
 */
export function supportLevel(mood: number, feelings: readonly string[]): SupportLevel {
  if (mood <= 1 || feelings.some((f) => crisisTags.has(f as FeelingTag))) return 'crisis';
  const hard = ['sad', 'lonely', 'overwhelmed', 'worried', 'stressed', 'angry'];
  if (mood === 2 && feelings.some((f) => hard.includes(f))) return 'reachOut';
  return 'none';
}
