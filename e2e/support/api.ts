/** Direct calls to the server's API, for what a journey checks behind the page (tokens, stored state). */
import type { UserState } from '../../src/shared/contracts/user';
import { DEMO_PASSWORD } from './demo';

export async function apiLogin(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login of ${email} answered no access_token`);
  return body.access_token;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** The status and body of a response: JSON when it parses, the text otherwise. */
async function answerOf<T>(res: Response): Promise<ApiAnswer<T>> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T };
}

export async function apiGet<T = unknown>(
  baseURL: string,
  path: string,
  token?: string,
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseURL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return answerOf<T>(res);
}

export async function apiSend<T = unknown>(
  baseURL: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  payload?: unknown,
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return answerOf<T>(res);
}

export async function userState(baseURL: string, token: string): Promise<UserState> {
  const answer = await apiGet<UserState>(baseURL, '/api/user/users/getUserState', token);
  if (answer.status !== 200) {
    throw new Error(`getUserState answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}
