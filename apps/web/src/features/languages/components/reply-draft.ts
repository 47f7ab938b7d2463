/**
 * A reply the learner wrote for the AI partner when the model failed: the scripted dialogue that
 * takes over starts its first turn with it, so nothing typed is lost. Kept for one read.
 */
const drafts = new Map<string, string>();

export const keepReplyDraft = (courseId: string, text: string) => drafts.set(courseId, text);

export function takeReplyDraft(courseId: string): string {
  const text = drafts.get(courseId) ?? '';
  drafts.delete(courseId);
  return text;
}
