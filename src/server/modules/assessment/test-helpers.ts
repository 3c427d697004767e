import type { TestApp } from '../../testing/test-app';
import { BANKS } from './items';

/** Helpers of the assessment API tests. */
export const API = '/api/assessment';

export function client(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? t.bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    get: (url: string, token: string | null) => call('GET', url, token),
    post: (url: string, token: string | null, payload: unknown) => call('POST', url, token, payload),
    start: (token: string, languageCode = 'en') =>
      call('GET', `${API}/assessment-group/gla-v2-start?languageCode=${languageCode}`, token),
    /** the explicit start-over after a finished GLA (the page sends it once the person confirmed) */
    restart: (token: string, languageCode = 'en') =>
      call('POST', `${API}/assessment-group/gla-v2-start`, token, { languageCode }),
    lastPos: (token: string, id: number) => call('GET', `${API}/assessment/find-last-pos/${id}`, token),
    page: (token: string, id: number, profile: 'STYLE' | 'STRATEGY', page: number) =>
      call(
        'GET',
        `${API}/question/glav2?assessmentId=${id}&type=GLAV2&profile=${profile}&page=${page}&limit=10`,
        token,
      ),
    answer: (token: string, body: { assessmentId: number; userAnswers: unknown[]; lastPos: string }) =>
      call('POST', `${API}/answer`, token, body),
    finish: (token: string, id: number) =>
      call('GET', `${API}/assessment-group/gla-v2-finish?assessmentId=${id}`, token),
    state: async (token: string) => (await call('GET', '/api/user/users/getUserState', token)).json(),
  };
}

/** The codes of one page. */
export const codesOf = (profile: 'STYLE' | 'STRATEGY', page: number) =>
  BANKS[profile].slice((page - 1) * 10, page * 10).map((i) => i.code);

/** Answers for a page: every item `value` (or a function of the code). */
export const pageAnswers = (
  profile: 'STYLE' | 'STRATEGY',
  page: number,
  value: number | ((code: string) => number),
) =>
  codesOf(profile, page).map((code) => ({
    questionCode: code,
    value: typeof value === 'number' ? value : value(code),
  }));

/** Answers every page in order, as Next does; answers are `value(code)`. Leaves the assessment on Strategy-5. */
export async function answerAll(
  save: (body: { userAnswers: unknown[]; lastPos: string }) => Promise<{ statusCode: number; body: string }>,
  value: (code: string) => number,
) {
  const steps: ['STYLE' | 'STRATEGY', number, string][] = [
    ['STYLE', 1, 'Style-2'],
    ['STYLE', 2, 'Style-3'],
    ['STYLE', 3, 'Style-4'],
    ['STYLE', 4, 'Style-5'],
    ['STYLE', 5, 'Strategy-1'],
    ['STRATEGY', 1, 'Strategy-2'],
    ['STRATEGY', 2, 'Strategy-3'],
    ['STRATEGY', 3, 'Strategy-4'],
    ['STRATEGY', 4, 'Strategy-5'],
    ['STRATEGY', 5, 'Strategy-5'],
  ];
  for (const [profile, page, lastPos] of steps) {
    const res = await save({ userAnswers: pageAnswers(profile, page, value), lastPos });
    if (res.statusCode !== 200) throw new Error(`saving ${profile} ${page}: ${res.statusCode} ${res.body}`);
  }
}

/** The newest mail to an address, and the first link in it. */
export async function lastMailTo(t: TestApp, to: string) {
  const rows = await t.app.stride.database.query<{ subject: string; text_body: string }>(
    'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  const mail = rows[0];
  if (!mail) return null;
  const link = /https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? null;
  return { subject: mail.subject, text: mail.text_body, link };
}
