import { describe, expect, it } from 'vitest';
import { createEventStreamReader, parseEventStream } from './event-stream';

describe('event-stream reader', () => {
  it('answers complete events and keeps a block cut in the middle until its end arrives', () => {
    const read = createEventStreamReader();
    expect(read('event: thread\ndata: {"threadId":4}\n\nevent: delta\ndata: {"te')).toEqual([
      { event: 'thread', data: { threadId: 4 } },
    ]);
    expect(read('xt":"Hi"}\n\n')).toEqual([{ event: 'delta', data: { text: 'Hi' } }]);
  });

  it('reads CRLF line ends and a whole stream at once', () => {
    expect(parseEventStream('event: error\r\ndata: {"code":"FAILED"}\r\n')).toEqual([
      { event: 'error', data: { code: 'FAILED' } },
    ]);
  });
});
