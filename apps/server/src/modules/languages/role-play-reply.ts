import { z } from 'zod';

const line = z.string().trim().min(1).max(600);

/** What the model must answer for a turn; anything else is malformed. */
const rolePlayReplySchema = z.object({
  reply: line,
  translation: line,
  correction: z.string().trim().max(600),
  goalReached: z.boolean(),
});
export type RolePlayReply = z.infer<typeof rolePlayReplySchema>;

/**
 * Reads the model's answer: the JSON object alone, or wrapped in a code fence or a sentence (small
 * models add them). Null when there is no object or it lacks a field: the caller retries once,
 * then falls back to the scripted dialogue.
 */
export function readRolePlayReply(text: string): RolePlayReply | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = rolePlayReplySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
