import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { toApiError } from '../../../lib/api/errors';
import { getToken } from '../../../lib/auth/token-store';

/** Downloads the Leader Profile as a PDF file. */
export async function downloadGlaReport(assessmentId: number, languageCode: string): Promise<void> {
  const url = `${assessmentCalls.reportPdf.path}?assessmentId=${assessmentId}&languageCode=${languageCode.toLowerCase()}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) throw await toApiError(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `leader-profile-${assessmentId}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
