import { useSyncExternalStore } from 'react';

/**
 * Which sprint's check-in dialog is open (one at a time, app-wide): the dashboard and notifications open it. A
 * team sprint's check-in carries its team (the dialog then reads the team sprint and shows the team texts).
 */
export interface OpenCheckIn {
  sprintId: number;
  teamId: number | null;
}
let openFor: OpenCheckIn | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openCheckInDialog(sprintId: number, teamId: number | null = null): void {
  openFor = { sprintId, teamId };
  emit();
}
export function closeCheckInDialog(): void {
  openFor = null;
  emit();
}
export function useCheckInDialog(): OpenCheckIn | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => openFor,
  );
}
