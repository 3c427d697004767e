import { describe, expect, it } from 'vitest';
import { readAnswerStream } from './stream';

/** A response whose body arrives in the given pieces, as a slow network would hand them over. */
function streamed(pieces: string[]): Response {
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(bytes.encode(p));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

async function all(res: Response) {
  const out = [];
  for await (const e of readAnswerStream(res)) out.push(e);
  return out;
}

describe('readAnswerStream', () => {
  it('yields thread, the deltas and done as they arrive, even cut mid-event or mid-character', async () => {
    const text =
      'event: thread\ndata: {"threadId":7}\n\nevent: delta\ndata: {"text":"Übe "}\n\n' +
      'event: delta\ndata: {"text":"täglich"}\n\nevent: done\ndata: {"messageId":3,"citations":[],"actions":[]}\n\n';
    const bytes = new TextEncoder().encode(text);
    // cut inside the two-byte "Ü" and inside an event
    const cut = text.indexOf('Ü') + 1;
    const res = new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(bytes.slice(0, cut));
          c.enqueue(bytes.slice(cut, cut + 30));
          c.enqueue(bytes.slice(cut + 30));
          c.close();
        },
      }),
    );
    expect(await all(res)).toEqual([
      { event: 'thread', data: { threadId: 7 } },
      { event: 'delta', data: { text: 'Übe ' } },
      { event: 'delta', data: { text: 'täglich' } },
      { event: 'done', data: { messageId: 3, citations: [], actions: [] } },
    ]);
  });

  it('skips events it does not know and data that is not JSON', async () => {
    expect(
      await all(
        streamed([
          'event: ping\ndata: {}\n\n',
          'event: delta\ndata: oops\n\n',
          'event: error\ndata: {"code":"FAILED"}\n\n',
        ]),
      ),
    ).toEqual([{ event: 'error', data: { code: 'FAILED' } }]);
  });

  it('ends quietly on a stream that stops without done', async () => {
    expect(await all(streamed(['event: delta\ndata: {"text":"half']))).toEqual([]);
  });
});
