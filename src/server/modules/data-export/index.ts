import { ownerLookupOf } from '../../platform/auth/owners';
import { defineJob, defineSchedule } from '../../platform/jobs/types';
import { defineModule } from '../../platform/module';
import type { DataExportDeps } from './deps';
import { createDataExportRepo } from './repo';
import { dataExportDownloadRoutes, dataExportUserRoutes } from './routes';
import { createDataExportService } from './service';
import { dataExports } from './tables';

export type { DataExportDeps, DataExportPeoplePort, ExportPerson, ExportSection } from './deps';

declare module '../../platform/jobs/types' {
  interface JobPayloads {
    /** prepares one person's data export (its archive, notification and mail) */
    'dataExport.prepare': { exportId: number };
    /** deletes the archives kept past their time */
    'dataExport.purge': Record<string, never>;
  }
}

/**
 * A person's data export (issue 34 point 8, decision 0075). It sits above the domain modules: it owns only its
 * exports and links, and asks each module for the person's own data through the sections registry.ts fills.
 */
export function createDataExportModule(deps: DataExportDeps) {
  const repo = createDataExportRepo(deps.db);
  const service = createDataExportService(deps, repo);
  return defineModule({
    name: 'dataExport',
    owners: { dataExport: ownerLookupOf(deps.db, 'dataExport', dataExports, dataExports) },
    plugins: [
      { prefix: '/api/user', plugin: dataExportUserRoutes(service) },
      { prefix: '/api/data-export', plugin: dataExportDownloadRoutes(service) },
    ],
    jobs: [
      defineJob({ name: 'dataExport.prepare', handler: service.prepare, maxAttempts: 3, backoffMs: 30_000 }),
      defineJob({
        name: 'dataExport.purge',
        handler: async () => {
          await service.purge();
        },
      }),
    ],
    schedules: [
      defineSchedule({
        key: 'dataExport.purge',
        job: 'dataExport.purge',
        payload: {},
        every: { ms: 3_600_000 },
      }),
    ],
    api: {
      service,
      repo,
      /** the wipe-out deletes the person's archives (copies of what it wipes), in its transaction */
      wipe: repo.wipe,
    },
  });
}
export type DataExportModule = ReturnType<typeof createDataExportModule>;
