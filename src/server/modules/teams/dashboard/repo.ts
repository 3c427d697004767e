import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { teams } from '../tables';
import { teamNotes } from './tables';

export type TeamNoteRow = typeof teamNotes.$inferSelect;

/** A note as the dashboard's statement reads it: its time in epoch milliseconds (JSON has no dates). */
export interface NoteJson {
  id: number;
  userId: number;
  text: string;
  updatedMs: number;
}
/** A member row as the dashboard's statement reads it, in the order they joined. */
export interface MemberJson {
  id: number;
  userId: number;
  memberType: string;
  status: string;
}
/** The team, every member row (any status) and its focus notes, newest first: what the dashboard shows of the team. */
export interface TeamDashboardBundle {
  id: number;
  name: string;
  managerId: number;
  members: MemberJson[];
  focusNotes: NoteJson[];
}

/** The team's notes, scoped by the organisation. */
export function createTeamNotesRepo(db: Db) {
  // hot: the dashboard reads the team, its member rows and its focus notes in one round trip (decision 0060)
  const bundle = db
    .select({
      id: teams.id,
      name: teams.name,
      managerId: teams.managerId,
      members: sql<MemberJson[]>`coalesce((SELECT json_agg(json_build_object('id', m.id, 'userId', m.user_id,
          'memberType', m.member_type, 'status', m.status) ORDER BY m.added_at, m.id)
        FROM team_members m WHERE m.team_id = "teams"."id" AND m.client_id = "teams"."client_id"), '[]'::json)`,
      focusNotes: sql<NoteJson[]>`coalesce((SELECT json_agg(json_build_object('id', n.id, 'userId', n.user_id,
          'text', n.text, 'updatedMs', floor(extract(epoch FROM n.updated_at) * 1000)::bigint)
          ORDER BY n.updated_at DESC, n.id DESC)
        FROM team_notes n WHERE n.client_id = "teams"."client_id" AND n.team_id = "teams"."id"
          AND n.type = 'FOCUS_NOTE'), '[]'::json)`,
    })
    .from(teams)
    .where(and(eq(teams.id, sql.placeholder('teamId')), eq(teams.clientId, sql.placeholder('clientId'))))
    .prepare('team_dashboard_bundle');

  return {
    /** The team with its member rows and focus notes; null when the organisation has no such team. */
    async dashboardBundle(clientId: number, teamId: number): Promise<TeamDashboardBundle | null> {
      return ((await bundle.execute({ clientId, teamId }))[0] as TeamDashboardBundle | undefined) ?? null;
    },
    async list(clientId: number, teamId: number, type: string): Promise<TeamNoteRow[]> {
      return db
        .select()
        .from(teamNotes)
        .where(and(eq(teamNotes.clientId, clientId), eq(teamNotes.teamId, teamId), eq(teamNotes.type, type)))
        .orderBy(desc(teamNotes.updatedAt), desc(teamNotes.id));
    },
    async insert(values: typeof teamNotes.$inferInsert): Promise<TeamNoteRow> {
      const [row] = await db.insert(teamNotes).values(values).returning();
      return row;
    },
  };
}
export type TeamNotesRepo = ReturnType<typeof createTeamNotesRepo>;
