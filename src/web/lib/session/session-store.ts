import { useSyncExternalStore } from 'react';

/** Whether the blocking session dialog is open (the session changed or expired). Opens once, never closes. */
let open = false;
const listeners = new Set<() => void>();

export function openSessionDialog(): void {
  if (open) return;
  open = true;
  for (const l of listeners) l();
}

export function isSessionDialogOpen(): boolean {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isSessionDialogOpen, () => false);
}
