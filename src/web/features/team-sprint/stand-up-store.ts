import { useSyncExternalStore } from 'react';

/** Which team sprint's stand-up form is open (one at a time): the dashboard and the STAND_UP notification open it. */
export interface OpenStandUp {
  sprintId: number;
  teamId: number;
}
let openFor: OpenStandUp | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openStandUp(sprintId: number, teamId: number): void {
  openFor = { sprintId, teamId };
  emit();
}
export function closeStandUp(): void {
  openFor = null;
  emit();
}
export function useOpenStandUp(): OpenStandUp | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => openFor,
  );
}
