import { defineCall } from './call';
import type { consoleUserParams } from './console';
import type {
  dataExportDownloadBody,
  dataExportLinkResponse,
  dataExportParams,
  dataExportResponse,
  dataExportStarted,
} from './data-export';
import type { dataExportArchive } from './data-export-call-schemas';

/** A person's data export (issue 34 point 8): the profile's "Your data" section and the console's action. */
export const dataExportCalls = {
  current: defineCall<{ response: typeof dataExportResponse }>('GET', '/api/user/data-export'),
  request: defineCall<{ response: typeof dataExportStarted }>('POST', '/api/user/data-export'),
  link: defineCall<{ params: typeof dataExportParams; response: typeof dataExportLinkResponse }>(
    'POST',
    '/api/user/data-export/:exportId/link',
  ),
  startFor: defineCall<{ params: typeof consoleUserParams; response: typeof dataExportStarted }>(
    'POST',
    '/api/user/console/users/:userId/data-export',
  ),
  /** the archive (application/zip); no sign-in: the link's token is the key, once */
  download: defineCall<{ body: typeof dataExportDownloadBody; response: typeof dataExportArchive }>(
    'POST',
    '/api/data-export/download',
  ),
};
