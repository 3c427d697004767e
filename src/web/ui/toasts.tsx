import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT, SNACKBAR_LONG_MS } from '../../shared/constants';

/** One short message to the person. */
export interface Toast {
  message: string;
  title?: string;
  /** colour and icon; without it a plain dark message */
  severity?: AlertColor;
  /** ms on screen; null keeps it until closed (default: SNACKBAR_LONG_MS) */
  ms?: number | null;
  /** one action, e.g. Undo or Retry */
  action?: { label: string; onClick(): void };
}

interface Shown extends Toast {
  id: number;
}

let current: Shown | null = null;
let next = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast in the app's one toast place (bottom left; above the phone's bottom bar). A new one replaces it. */
export function toast(t: Toast): void {
  current = { ...t, id: ++next };
  emit();
}

/** Closes the toast on screen. */
export function closeToast(): void {
  current = null;
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The one place toasts appear; rendered once by the app's providers. */
export function ToastHost() {
  const shown = useSyncExternalStore(subscribe, () => current);
  const action = shown?.action;
  return (
    <Snackbar
      key={shown?.id}
      open={shown !== null}
      autoHideDuration={shown?.ms === undefined ? SNACKBAR_LONG_MS : shown.ms}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') closeToast();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // on a phone the bottom bar (64 px) stays visible under the toast
      sx={{ [`@media (max-width:${MOBILE_BREAKPOINT - 0.05}px)`]: { bottom: 76 } }}
      message={shown && !shown.severity ? shown.message : undefined}
      action={
        shown && !shown.severity && action ? (
          <Button color="secondary" size="small" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : undefined
      }
    >
      {shown?.severity ? (
        <Alert
          severity={shown.severity}
          variant="filled"
          onClose={closeToast}
          action={
            action ? (
              <Button color="inherit" size="small" onClick={action.onClick}>
                {action.label}
              </Button>
            ) : undefined
          }
        >
          {shown.title && <AlertTitle>{shown.title}</AlertTitle>}
          {shown.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
