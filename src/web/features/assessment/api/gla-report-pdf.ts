import { assessmentCalls } from '../../../../shared/contracts/assessment-calls';
import { apiResponse } from '../../../lib/api/client';

/** Downloads the Leader Profile as a PDF file. */
export async function downloadGlaReport(assessmentId: number, languageCode: string): Promise<void> {
  const url = `${assessmentCalls.reportPdf.path}?assessmentId=${assessmentId}&languageCode=${languageCode.toLowerCase()}`;
  const res = await apiResponse(url);
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
