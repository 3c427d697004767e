/**
 * Reads Server-Sent Events (`event: <name>` and `data: <JSON>` lines, blocks separated by a blank line), as the
 * assistant's chat calls stream them. Feed it the text as it arrives: it answers the complete events and keeps the
 * unfinished rest for the next piece.
 */
export function createEventStreamReader() {
  let buffer = '';
  return (piece: string): Array<{ event: string; data: unknown }> => {
    buffer += piece.replace(/\r\n/g, '\n');
    const out: Array<{ event: string; data: unknown }> = [];
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) {
        try {
          out.push({ event, data: JSON.parse(data.join('\n')) });
        } catch {
          out.push({ event, data: data.join('\n') });
        }
      }
      end = buffer.indexOf('\n\n');
    }
    return out;
  };
}

/** All events of a whole stream's text. */
export const parseEventStream = (text: string) => createEventStreamReader()(`${text}\n\n`);
