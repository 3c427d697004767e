import { CAPABILITY_CODES, type CapabilityCode } from '../enums';

/**
 * Blind spots and hidden strengths of a 360 (docs/decisions/0040-leader-360-anonymity-and-insights.md).
 *
 * The gap of a capability is self minus all others, on the 1..5 frequency scale. A gap of at least
 * GAP_THRESHOLD (0.75 points, three quarters of a step on the scale) is a blind spot (the person sees more of it
 * in themself than others do); a gap of at most -GAP_THRESHOLD is a hidden strength (others see more of it than
 * the person does). Capabilities without both scores have no gap. Largest gaps first; ties in framework order.
 */
export const GAP_THRESHOLD = 0.75;

export interface Gap {
  capability: CapabilityCode;
  self: number;
  others: number;
  gap: number;
}

export function gaps360(
  self: Partial<Record<CapabilityCode, number>>,
  others: Partial<Record<CapabilityCode, number>>,
  threshold = GAP_THRESHOLD,
): { blindSpots: Gap[]; hiddenStrengths: Gap[] } {
  const all: Gap[] = [];
  for (const capability of CAPABILITY_CODES) {
    const s = self[capability];
    const o = others[capability];
    if (s === undefined || o === undefined) continue;
    all.push({ capability, self: s, others: o, gap: Math.round((s - o) * 100) / 100 });
  }
  const eps = 1e-9;
  return {
    blindSpots: all.filter((g) => g.gap >= threshold - eps).sort((a, b) => b.gap - a.gap),
    hiddenStrengths: all.filter((g) => g.gap <= -threshold + eps).sort((a, b) => a.gap - b.gap),
  };
}
