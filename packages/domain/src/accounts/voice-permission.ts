/**
 * Voice features (the voice translator, speech input, realtime voice chat) record the user's voice.
 * Under-13 accounts use them only when their parent allowed it (issue 30); read-aloud plays the
 * app's own text, records nothing and is not one of them (decision 0110).
 */

/** A child account's row as the rule needs it; undefined for an account that is not a child's. */
export type VoiceChild = { status: 'pending' | 'active'; voiceAllowed: boolean } | undefined;

/** Anyone who is not a child may use voice; a child only once approved and allowed by their parent. */
export function voiceAllowedFor(child: VoiceChild): boolean {
  if (child === undefined) return true;
  return child.status === 'active' && child.voiceAllowed;
}
