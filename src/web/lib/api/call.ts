import {
  type CallContract,
  type CallInput,
  type CallResponse,
  callPath,
} from '../../../shared/contracts/call';
import { type ApiOptions, apiFetch } from './client';

/** How the call is sent, beside what the contract declares. */
type SendOptions = Pick<ApiOptions, 'auth' | 'bearer' | 'signal'>;

type Args<C extends CallContract> =
  object extends CallInput<C> ? [input?: CallInput<C> & SendOptions] : [input: CallInput<C> & SendOptions];

/**
 * Calls the server by a shared contract: the path parameters are filled in, the query and body typed by the
 * contract's schemas, and the answer typed by its response schema (the server validates what it sends).
 */
export function call<C extends CallContract>(contract: C, ...[input]: Args<C>): Promise<CallResponse<C>> {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: ApiOptions['query'];
    body?: unknown;
  } & SendOptions;
  return apiFetch<CallResponse<C>>(callPath(contract.path, given.params), {
    method: contract.method,
    query: given.query,
    body: given.body,
    auth: given.auth,
    bearer: given.bearer,
    signal: given.signal,
  });
}

export const api = { call };
