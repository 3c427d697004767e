import { z } from 'zod';
import { urlId } from './ids';

/** A team's id in the path of the team-impact calls. */
export const teamIdParams = z.object({ teamId: urlId });
/** A PDF file's bytes. */
export const teamGlaReportPdfResponse = z.unknown();
