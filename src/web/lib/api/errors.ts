/** An error answer of the server, in its one shape `{ statusCode, error, message, code? }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly code?: string;
  /** Seconds from a Retry-After header (429), when present. */
  readonly retryAfter?: number;
  /** The whole error body, for calls that add fields to it (e.g. the bad `rows` of a refused batch). */
  readonly body: Record<string, unknown>;

  constructor(init: {
    statusCode: number;
    error: string;
    message: string;
    code?: string;
    retryAfter?: number;
    body?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.error = init.error;
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.body = init.body ?? {};
  }
}

/** The server could not be reached at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/** The request was not sent because the session is gone (the session dialog or the login page takes over). */
export class SessionError extends Error {
  readonly reason: 'no-token' | 'expired' | 'org-changed' | 'ended';
  constructor(reason: 'no-token' | 'expired' | 'org-changed' | 'ended') {
    super(`Session unavailable: ${reason}`);
    this.name = 'SessionError';
    this.reason = reason;
  }
}

export function isApiError(e: unknown, status?: number): e is ApiError {
  return e instanceof ApiError && (status === undefined || e.statusCode === status);
}

/** Reads an error answer into an ApiError, whatever the body holds. */
export async function toApiError(res: Response): Promise<ApiError> {
  let body: Partial<{ statusCode: number; error: string; message: string; code: string }> = {};
  try {
    const parsed: unknown = await res.json();
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // not JSON: keep the status line
  }
  const retry = Number(res.headers.get('Retry-After'));
  return new ApiError({
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : res.status,
    error: typeof body.error === 'string' ? body.error : res.statusText,
    message: typeof body.message === 'string' ? body.message : res.statusText || `HTTP ${res.status}`,
    code: typeof body.code === 'string' ? body.code : undefined,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    body,
  });
}
