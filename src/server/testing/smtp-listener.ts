import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the message as it came over the wire (headers and body) */
  data: string;
  /** the message read as a mail client reads it */
  parsed: ParsedMail;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP peer on 127.0.0.1 for tests (the smtp-server package, messages read with mailparser). It can refuse
 * messages for a while (451, temporary), refuse one recipient for good (550), and go down and come back on the
 * same port.
 */
export async function startSmtpListener() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let holdMs = 0;
  const dataStarted: (() => void)[] = [];
  const refusedRecipients = new Set<string>();

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address.toLowerCase()))
        return callback(smtpError('5.1.1 no such mailbox', 550));
      callback();
    },
    onData(stream, session, callback) {
      for (const notify of dataStarted.splice(0)) notify();
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (holdMs > 0) await new Promise((r) => setTimeout(r, holdMs));
        if (refuse) return callback(smtpError('try again later', 451));
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              data: raw.toString('utf8'),
              parsed,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  };

  let server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  let down = false;

  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** waits this long before answering a message's data (a slow server: the sender's job stays running) */
    setHolding(ms: number) {
      holdMs = ms;
    },
    /** resolves when the next message's data starts to arrive */
    nextData: () => new Promise<void>((resolve) => dataStarted.push(resolve)),
    /** answers every message with a temporary failure (451) while true */
    setRefusing(v: boolean) {
      refuse = v;
    },
    /** refuses an address for good (550), as a server does for a mailbox that does not exist */
    refuseRecipient(address: string, v = true) {
      if (v) refusedRecipients.add(address.toLowerCase());
      else refusedRecipients.delete(address.toLowerCase());
    },
    /** stops listening (connections are refused) or listens again on the same port */
    async setDown(v: boolean) {
      if (v === down) return;
      down = v;
      if (v) await stop();
      else {
        server = new SMTPServer(options);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    close: () => (down ? Promise.resolve() : stop()),
  };
}

/** A peer that accepts TCP connections and never greets (a stuck SMTP server). */
export async function startSilentSmtpPeer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** connections open right now */
    get connections() {
      return sockets.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
