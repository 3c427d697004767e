/** Query keys of the assessment feature. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  result: (assessmentId: number, languageCode: string) =>
    ['assessment', 'result', assessmentId, languageCode] as const,
  nominees: ['assessment', 'nominees'] as const,
  nomineeResult: (id: number, languageCode: string) =>
    ['assessment', 'nominee-result', id, languageCode] as const,
};
