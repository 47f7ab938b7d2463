/** Text as the topic filter compares it: lower case, without accents, spaces collapsed (so "fraccion" finds "fracción"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
