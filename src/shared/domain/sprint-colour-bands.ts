/**
 * Outcome percentage colour bands (spec sprints-teams 9): none grey; 0-19 red; 20-39 orange; 40-59 yellow;
 * 60-79 light green; 80 and above dark green. Face icons change at the same thresholds.
 */
export const SPRINT_COLOUR_BANDS = ['none', 'red', 'orange', 'yellow', 'lightGreen', 'darkGreen'] as const;
export type SprintColourBand = (typeof SPRINT_COLOUR_BANDS)[number];

/** The band's colour: readable on white and on the band's own tint. */
export const SPRINT_BAND_COLOURS: Record<SprintColourBand, string> = {
  none: '#9e9e9e',
  red: '#d32f2f',
  orange: '#ef6c00',
  yellow: '#f9a825',
  lightGreen: '#7cb342',
  darkGreen: '#2e7d32',
};

/** The band of a percentage; null, undefined or NaN is 'none'. */
export function sprintColourBand(percentage: number | null | undefined): SprintColourBand {
  if (percentage === null || percentage === undefined || Number.isNaN(percentage)) return 'none';
  if (percentage < 20) return 'red';
  if (percentage < 40) return 'orange';
  if (percentage < 60) return 'yellow';
  if (percentage < 80) return 'lightGreen';
  return 'darkGreen';
}
