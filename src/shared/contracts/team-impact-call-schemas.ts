import { z } from 'zod';

/** A team's id in the path of the team-impact calls. */
export const teamIdParams = z.object({ teamId: z.coerce.number().int().positive() });
/** A PDF file's bytes. */
export const teamGlaReportPdfResponse = z.unknown();
