import { type StreamEvent, type StreamEventType, streamEvents } from '../../../shared/contracts/assistant';
import { createEventStreamReader } from '../../../shared/domain/event-stream';

const isEventType = (name: string): name is StreamEventType => Object.hasOwn(streamEvents, name);

/**
 * The chat call's `text/event-stream` answer, event by event, as it arrives: `thread`, `delta`..., then `done` or
 * `error`. Events of other names and data that is not JSON are skipped (a newer server may send more).
 */
export async function* readAnswerStream(res: Response): AsyncGenerator<StreamEvent> {
  if (!res.body) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const read = createEventStreamReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const e of read(text)) {
        if (isEventType(e.event) && e.data !== null && typeof e.data === 'object') {
          yield { event: e.event, data: e.data } as StreamEvent;
        }
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
