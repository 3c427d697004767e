/** Bases of the assessment and user-descriptor services (ARCHITECTURE.md). */
export const ASSESSMENT_BASE = '/api/assessment';
export const DESCRIPTORS_BASE = '/api/user-descriptors/api/v1';
