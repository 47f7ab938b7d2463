const maxInitials = 2;

/**
 * Avatar initials (spec section 3): first letters of the name's words, uppercased, at most two;
 * with no name the first letter of the email; with neither, "U".
 */
export function initials(fullName?: string | null, email?: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, maxInitials)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  const firstOfEmail = Array.from((email ?? '').trim())[0];
  return firstOfEmail ? firstOfEmail.toUpperCase() : 'U';
}
