/**
 * Stand-up notifications of a team sprint open the stand-up form (a dialog). The dialog belongs to the team
 * sprint feature, which registers its opener here; until it does, the button leads to the notification's page.
 */
type Opener = (n: { id: number; sprintId: number | null; teamId: number | null }) => void;

let opener: Opener | null = null;

export function registerStandUpOpener(open: Opener): void {
  opener = open;
}

export function standUpOpener(): Opener | null {
  return opener;
}
