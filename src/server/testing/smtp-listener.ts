import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A small real SMTP server on 127.0.0.1 for tests (RFC 5321 without TLS or auth). It can be told to refuse
 * messages with a temporary failure, to test retries.
 */
export async function startSmtpListener() {
  const received: ReceivedMail[] = [];
  let refuse = false;

  const server: Server = createServer((socket: Socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (refuse) {
            socket.write('451 try again later\r\n');
          } else {
            received.push(mail);
            socket.write('250 queued\r\n');
          }
          mail = { from: '', to: [], data: '' };
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test-smtp\r\n');
        else if (verb === 'MAIL') {
          mail.from = line.replace(/^MAIL FROM:\s*/i, '');
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(line.replace(/^RCPT TO:\s*/i, '').replace(/[<>]/g, ''));
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setRefusing(v: boolean) {
      refuse = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
