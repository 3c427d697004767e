/** Every table, gathered for drizzle-kit and the typed query builder. Each module owns its tables.ts. */
export * from '../../modules/assessment/tables';
export * from '../../modules/console/audit/tables';
export * from '../../modules/identity/tables';
export * from '../../modules/licensing/tables';
export * from '../../modules/plan/tables';
export * from '../../modules/teams/tables';
export * from '../auth/tables';
export * from '../mail/tables';
