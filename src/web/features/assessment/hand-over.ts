/**
 * A note the finished survey hands to the Leader Profile page it leads to ("research answers saved"): the
 * dashboard card that showed the survey, and its toasts, are gone by then. Read once.
 */
let pending: string | null = null;

export function handOverNote(text: string | null): void {
  pending = text;
}

export function takeHandedOverNote(): string | null {
  const note = pending;
  pending = null;
  return note;
}
