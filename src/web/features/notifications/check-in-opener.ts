/**
 * Check-in notifications open the weekly check-in dialog (60vw). The dialog belongs to the sprints feature, which
 * registers its opener here; until it does, the button leads to the notification's page.
 */
type Opener = (n: {
  id: number;
  sprintId: number | null;
  teamId: number | null;
  checkInDate: string | null;
}) => void;

let opener: Opener | null = null;

export function registerCheckInOpener(open: Opener): void {
  opener = open;
}

export function checkInOpener(): Opener | null {
  return opener;
}
