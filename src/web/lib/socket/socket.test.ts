import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';

class FakeManager extends EventEmitter {}
class FakeSocket extends EventEmitter {
  io = new FakeManager();
  disconnect = vi.fn();
}

const created: { socket: FakeSocket; options: Record<string, unknown> }[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new FakeSocket();
    created.push({ socket, options });
    return socket;
  },
}));

async function load() {
  vi.resetModules();
  created.length = 0;
  return import('./socket');
}

beforeEach(() => vi.clearAllMocks());

describe('socket client', () => {
  it('connects once, on the events path, with 5 reconnection attempts 1-5 s apart, signed in by the cookie', async () => {
    const s = await load();
    s.connectSocket();
    s.connectSocket();
    expect(created).toHaveLength(1);
    const { options } = created[0];
    expect(options).toMatchObject({
      path: '/api/events',
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    // no token from script: the browser's HttpOnly session cookie goes with the handshake
    expect(options.auth).toEqual({ guest: false, guestType: null });
  });

  it("says 'Connected' only after a reconnection, and tells about reconnecting and giving up", async () => {
    const s = await load();
    const notices: string[] = [];
    s.onSocketNotice((n) => notices.push(n));
    s.connectSocket();
    const { socket } = created[0];
    socket.emit('connect');
    expect(notices).toEqual([]);
    socket.io.emit('reconnect_attempt', 1);
    socket.io.emit('reconnect', 1);
    socket.io.emit('reconnect_attempt', 1);
    socket.io.emit('reconnect_failed');
    socket.emit('disconnect', 'io server disconnect');
    expect(notices).toEqual(['reconnecting', 'connected', 'reconnecting', 'disconnected', 'disconnected']);
  });

  it('attaches listeners per topic and removes them again', async () => {
    const s = await load();
    const got: unknown[] = [];
    const off = s.onTopic('notification', (p) => got.push(p));
    const { socket } = created[0];
    socket.emit('notification', { id: 1 });
    socket.emit('other', { id: 2 });
    off();
    socket.emit('notification', { id: 3 });
    expect(got).toEqual([{ id: 1 }]);
  });

  it('disconnects and forgets the socket on sign-out', async () => {
    const s = await load();
    s.connectSocket();
    s.disconnectSocket();
    expect(created[0].socket.disconnect).toHaveBeenCalled();
    expect(s.getSocket()).toBeNull();
  });
});
