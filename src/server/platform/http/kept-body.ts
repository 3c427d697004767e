import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_ENCODINGS, COMPRESS_THRESHOLD } from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Encoding = (typeof COMPRESS_ENCODINGS)[number];
const ENCODINGS: Array<Encoding | 'identity'> = [...COMPRESS_ENCODINGS, 'identity'];

/**
 * A response body kept by a service and sent many times while it is valid (a kanban's week, decision 0058): its
 * UTF-8 bytes, and each compressed form made once, when a caller first asks for it, instead of on every response.
 */
export class KeptBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  constructor(readonly bytes: Buffer) {}
  static of(text: string): KeptBody {
    return new KeptBody(Buffer.from(text));
  }
  /** the body in an encoding, compressed on the first ask (concurrent first asks share one compression) */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotli(this.bytes, BROTLI_OPTIONS) : gzip(this.bytes);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends a kept body as JSON in the best encoding the caller accepts (Accept-Encoding: br, then gzip), already
 * compressed: the compress plugin leaves a body with a Content-Encoding alone.
 */
export async function sendKept(reply: FastifyReply, body: KeptBody): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding =
    accepted && body.bytes.length >= COMPRESS_THRESHOLD ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  if (!encoding || encoding === 'identity') return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(await body.encodedAs(encoding));
}
