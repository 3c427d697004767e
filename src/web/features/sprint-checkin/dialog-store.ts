import { useSyncExternalStore } from 'react';

/** Which sprint's check-in dialog is open (one at a time, app-wide): the dashboard and notifications open it. */
let openFor: number | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openCheckInDialog(sprintId: number): void {
  openFor = sprintId;
  emit();
}
export function closeCheckInDialog(): void {
  openFor = null;
  emit();
}
export function useCheckInDialog(): number | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => openFor,
  );
}
