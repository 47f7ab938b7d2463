import { dictionary } from '@zxcvbn-ts/language-common';

// About 49,000 of the most used passwords, shipped inside the package (no download at run time).
const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(candidate: string): boolean {
  return common.has(candidate.toLowerCase());
}
