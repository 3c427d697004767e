import { z } from 'zod';
import { consoleUserParams } from './console';
import {
  dataExportDownloadBody,
  dataExportLinkResponse,
  dataExportParams,
  dataExportResponse,
  dataExportStarted,
} from './data-export';

/** the zip itself (application/zip) */
export const dataExportArchive = z.unknown();

/** The schemas of dataExportCalls as values (for the server's routes). */
export const dataExportCallSchemas = {
  current: { response: dataExportResponse },
  request: { response: dataExportStarted },
  link: { params: dataExportParams, response: dataExportLinkResponse },
  startFor: { params: consoleUserParams, response: dataExportStarted },
  download: { body: dataExportDownloadBody, response: dataExportArchive },
};
