import { GUEST_UUID_KEY } from './constants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This browser's guest id for the assistant: made once and kept in localStorage, so a guest's threads stay theirs
 * across visits. It names the browser, not the person: no personal data.
 */
export function guestUuid(storage: Pick<Storage, 'getItem' | 'setItem'> | null, make: () => string): string {
  const kept = storage?.getItem(GUEST_UUID_KEY);
  if (kept && UUID.test(kept)) return kept;
  const fresh = make();
  try {
    storage?.setItem(GUEST_UUID_KEY, fresh);
  } catch {
    // storage full or blocked: this visit keeps its id in memory
  }
  return fresh;
}

/** The guest id of this browser (window.localStorage, crypto.randomUUID). */
export function browserGuestUuid(): string {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return guestUuid(storage, () => crypto.randomUUID());
}
