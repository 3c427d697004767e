/**
 * Every table, gathered for drizzle-kit (drizzle.config.ts) to generate migrations. Each module owns its tables.ts;
 * a new module's tables are added here. The running server does not need this list (queries name their tables).
 */

export * from './modules/alignment/tables';
export * from './modules/assessment/tables';
export * from './modules/assistant/tables';
export * from './modules/console/audit/tables';
export * from './modules/data-export/tables';
export * from './modules/gamification/tables';
export * from './modules/identity/tables';
export * from './modules/leader360/tables';
export * from './modules/licensing/tables';
export * from './modules/notifications/tables';
export * from './modules/plan/tables';
export * from './modules/sprints/feedback/tables';
export * from './modules/sprints/tables';
export * from './modules/teams/dashboard/tables';
export * from './modules/teams/impact/tables';
export * from './modules/teams/milestones/tables';
export * from './modules/teams/tables';
export * from './modules/teams/viewing-rights/tables';
export * from './platform/auth/tables';
export * from './platform/jobs/tables';
export * from './platform/mail/tables';
