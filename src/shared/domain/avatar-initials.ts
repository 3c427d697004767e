/**
 * Avatar initials (spec personal-area 5): the first letter of the first two words;
 * otherwise (a single word) the first two letters; upper-case.
 */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length >= 2) {
    return (firstChars(words[0], 1) + firstChars(words[1], 1)).toLocaleUpperCase();
  }
  return firstChars(words[0], 2).toLocaleUpperCase();
}

/** The first `n` characters, counting by code point so emoji and CJK stay whole. */
function firstChars(word: string, n: number): string {
  return Array.from(word).slice(0, n).join('');
}
