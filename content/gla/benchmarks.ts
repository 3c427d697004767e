import type { Benchmarks } from './types';

/**
 * Expected capability score (1-5) of people doing well at each role level: our own working values, drawn so that
 * the Direction capabilities rise most with level, Connection rises as people lead others, and Momentum stays
 * high throughout.
 */
export const BENCHMARKS: Benchmarks = {
  INDIVIDUAL_CONTRIBUTOR: {
    VISIONING: 2.8,
    CURIOSITY: 3.2,
    JUDGEMENT: 3.0,
    TRUST: 3.6,
    EMPOWERMENT: 3.0,
    CANDOUR: 3.2,
    RESILIENCE: 3.5,
    LEARNING: 3.8,
    DELIVERY: 3.9,
  },
  TEAM_LEADER: {
    VISIONING: 3.2,
    CURIOSITY: 3.4,
    JUDGEMENT: 3.3,
    TRUST: 3.9,
    EMPOWERMENT: 3.6,
    CANDOUR: 3.6,
    RESILIENCE: 3.7,
    LEARNING: 3.9,
    DELIVERY: 4.1,
  },
  MANAGER_OF_MANAGERS: {
    VISIONING: 3.6,
    CURIOSITY: 3.7,
    JUDGEMENT: 3.7,
    TRUST: 4.0,
    EMPOWERMENT: 4.0,
    CANDOUR: 3.8,
    RESILIENCE: 3.9,
    LEARNING: 3.9,
    DELIVERY: 4.2,
  },
  FUNCTIONAL_LEADER: {
    VISIONING: 4.0,
    CURIOSITY: 4.0,
    JUDGEMENT: 4.0,
    TRUST: 4.1,
    EMPOWERMENT: 4.1,
    CANDOUR: 4.0,
    RESILIENCE: 4.1,
    LEARNING: 4.0,
    DELIVERY: 4.2,
  },
  EXECUTIVE: {
    VISIONING: 4.5,
    CURIOSITY: 4.3,
    JUDGEMENT: 4.4,
    TRUST: 4.2,
    EMPOWERMENT: 4.2,
    CANDOUR: 4.2,
    RESILIENCE: 4.3,
    LEARNING: 4.1,
    DELIVERY: 4.3,
  },
};
