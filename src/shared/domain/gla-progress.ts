/** Each GLA survey (Style, Strategy) has 45 statements. */
export const GLA_SURVEY_SIZE = 45;

export interface GlaAnswered {
  STYLE: number;
  STRATEGY: number;
}

/**
 * How far a person is in the GLA, in whole percent of each survey's statements answered (skipped ones do not
 * count; Style stays where its answers left it once Strategy begins). The survey dialog, the dashboard card and
 * every other place that shows GLA progress read it from here, so four answers are 9% of Style everywhere.
 */
export function glaProgress(answered: GlaAnswered): { style: number; strategy: number } {
  const pct = (n: number) =>
    Math.round((Math.min(Math.max(Number.isFinite(n) ? n : 0, 0), GLA_SURVEY_SIZE) / GLA_SURVEY_SIZE) * 100);
  return { style: pct(answered.STYLE), strategy: pct(answered.STRATEGY) };
}
