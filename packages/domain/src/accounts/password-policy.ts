/** Password rules (issue: at least 12, at most 128 characters, not a common password; no composition rules). */
export const passwordLength = { min: 12, max: 128 } as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/**
 * Reasons a password is refused, empty when it is fine. `isCommon` comes from the server's list of
 * the most used passwords; the browser checks length only. Length counts characters, not bytes.
 */
export function passwordProblems(password: string, isCommon: (candidate: string) => boolean = () => false): PasswordProblem[] {
  const length = Array.from(password).length;
  const problems: PasswordProblem[] = [];
  if (length < passwordLength.min) problems.push('tooShort');
  if (length > passwordLength.max) problems.push('tooLong');
  if (isCommon(password.toLowerCase())) problems.push('common');
  return problems;
}
