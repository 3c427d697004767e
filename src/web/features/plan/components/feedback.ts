/**
 * How a plan tab tells the person what happened (issue 21, "nothing typed is lost"): a failed save offers
 * Retry (the person's text stays in the form), a removal offers Undo.
 */
export interface SaveFeedback {
  /** a save ended; a failed one passes what Retry runs */
  onSaved: (ok: boolean, retry?: () => void) => void;
  /** an entry was removed; Undo puts it back */
  onRemoved: (label: string, undo: () => void) => void;
}

/** Runs a save and reports it: true when it went through, false (with Retry offered) when it failed. */
export function reported<T>(
  run: () => Promise<T>,
  onSaved: SaveFeedback['onSaved'],
  quiet = false,
): Promise<boolean> {
  return run().then(
    () => {
      if (!quiet) onSaved(true);
      return true;
    },
    () => {
      onSaved(false, () => void reported(run, onSaved, quiet));
      return false;
    },
  );
}
