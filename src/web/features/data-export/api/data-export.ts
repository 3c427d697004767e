import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportCalls } from '../../../../shared/contracts/data-export-calls';
import { api } from '../../../lib/api/call';
import { apiResponse } from '../../../lib/api/client';

export const dataExportKeys = { current: ['data-export', 'current'] as const };

/** GET /api/user/data-export: the person's latest export (null: never asked); refetched while it is prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: dataExportKeys.current,
    queryFn: async () => (await api.call(dataExportCalls.current)).data,
    refetchInterval: (q) => (q.state.data?.status === 'PREPARING' ? 5000 : false),
  });
}

/** POST /api/user/data-export: asks for a new export. */
export function useRequestExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call(dataExportCalls.request)).data,
    onSuccess: (data) => qc.setQueryData(dataExportKeys.current, data),
  });
}

/** POST /api/user/console/users/{userId}/data-export: an admin starts the export of a person who asked. */
export function useStartExportFor() {
  return useMutation({
    mutationFn: async (userId: number) =>
      (await api.call(dataExportCalls.startFor, { params: { userId } })).data,
  });
}

/** Saves the archive of a one-time link's token as a file (no session needed: the token is the key). */
export async function downloadArchive(token: string): Promise<void> {
  const res = await apiResponse(dataExportCalls.download.path, {
    method: 'POST',
    body: { token },
    auth: false,
  });
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'stride-data.zip';
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The profile's download: a fresh one-time link for the person's archive, used at once. */
export async function downloadOwnExport(exportId: number): Promise<void> {
  const { data } = await api.call(dataExportCalls.link, { params: { exportId } });
  await downloadArchive(data.token);
}
