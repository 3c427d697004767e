import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { AppConfig } from '../../config';

/** The header that carries a request's id in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters and digits a person reads out without confusion (no I, L, O, U). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new request id: 10 characters, easy to read out ("error 7KQ2M9XA4D"). */
export function newRequestId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** An id a proxy may hand us: printable, no spaces, at most 128 characters (anything else is replaced). */
const ACCEPTABLE = /^[\w.:@/+=-]{1,128}$/;

/** Whether the socket's peer is one of the proxies the setting trusts (only they may name the request id). */
export function trustsPeer(setting: AppConfig['trustProxy'], address: string | undefined): boolean {
  if (setting === false || !address) return false;
  // a hop count is for a server reachable only through its proxies: the peer is always one of them
  if (typeof setting === 'number') return setting > 0;
  let peer: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    peer = ipaddr.process(address);
  } catch {
    return false;
  }
  return setting.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), -1];
      const kind = range.kind();
      if (peer.kind() !== kind) return false;
      if (bits < 0) return peer.toNormalizedString() === range.toNormalizedString();
      return peer.match(range, bits);
    } catch {
      return false;
    }
  });
}

/**
 * Fastify's genReqId: a trusted proxy's `X-Request-Id` is kept (so one id follows the request through the
 * proxy's logs and ours); otherwise, or when it is not a plain token, a new one.
 */
export function requestIdGenerator(setting: AppConfig['trustProxy']) {
  return (req: IncomingMessage): string => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTABLE.test(given) && trustsPeer(setting, req.socket?.remoteAddress))
      return given;
    return newRequestId();
  };
}

/**
 * Every answer names its request id (`X-Request-Id`), and every error answer carries it in its body
 * (`requestId`), so a person's "error 7KQ2M9XA4D" leads to the request's log lines (each carries `reqId`).
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload))
      return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body.statusCode !== 'number' || typeof body.message !== 'string') return payload;
    return { ...body, requestId: request.id };
  });
}
