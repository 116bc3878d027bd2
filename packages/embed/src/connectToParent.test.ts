import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedCommand, embedEvent } from '@inkflow/core/protocol';
import { connectToParent } from './connectToParent.js';

/** A fake iframe window whose parent records what is posted to it. */
function fakeFrame() {
  const parent = { postMessage: vi.fn() };
  const self = Object.assign(new EventTarget(), { parent }) as unknown as Window;
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    const event = new Event('message');
    Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
    self.dispatchEvent(event);
  };
  return { self, parent, deliver };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('connectToParent', () => {
  it("says hello to '*' and, after an allowed ack, posts only to that origin", async () => {
    const { self, parent, deliver } = fakeFrame();
    const onCommand = vi.fn();
    const { channel } = connectToParent({ self, onCommand, helloIntervalMs: 10_000 });
    expect(parent.postMessage).toHaveBeenCalledWith(embedEvent('hello', { versions: [1] }), '*');

    deliver(embedCommand('ack', { v: 1 }), 'http://localhost:3001');
    const connected = await channel;
    expect(connected.origin).toBe('http://localhost:3001');
    connected.post('resize', { height: 420 });
    expect(parent.postMessage).toHaveBeenLastCalledWith(embedEvent('resize', { height: 420 }), 'http://localhost:3001');

    deliver(embedCommand('focus', {}), 'http://localhost:3001');
    deliver(embedCommand('setLanguage', { language: 'sv' }), 'http://localhost:9999'); // other origin
    deliver(embedCommand('focus', {}), 'http://localhost:3001', {}); // other window
    deliver({ source: 'inkflow', v: 1, type: 'focus', payload: { x: 1 } }, 'http://localhost:3001'); // bad shape
    expect(onCommand).toHaveBeenCalledTimes(1);
    expect(onCommand).toHaveBeenCalledWith(embedCommand('focus', {}));
    connected.destroy();
    deliver(embedCommand('focus', {}), 'http://localhost:3001');
    expect(onCommand).toHaveBeenCalledTimes(1);
  });

  it('ignores acks from other windows, malformed acks and unknown versions', async () => {
    const { self, deliver } = fakeFrame();
    const onRefused = vi.fn();
    const { channel, cancel } = connectToParent({ self, onCommand: vi.fn(), onRefused, helloIntervalMs: 10_000 });
    let done = false;
    void channel.then(() => (done = true));
    deliver(embedCommand('ack', { v: 1 }), 'http://localhost:3001', {});
    deliver({ source: 'inkflow', v: 1, type: 'ack', payload: { v: '1' } }, 'http://localhost:3001');
    deliver(embedCommand('ack', { v: 2 }), 'http://localhost:3001');
    await Promise.resolve();
    expect(done).toBe(false);
    expect(onRefused).not.toHaveBeenCalled();
    cancel();
  });

  it('refuses an ack from a parent origin that may not frame the document', async () => {
    const { self, parent, deliver } = fakeFrame();
    const onRefused = vi.fn();
    connectToParent({ self, onCommand: vi.fn(), onRefused, helloIntervalMs: 10_000 });
    deliver(embedCommand('ack', { v: 1 }), 'https://evil.example');
    deliver(embedCommand('ack', { v: 1 }), 'https://evil.example');
    expect(onRefused).toHaveBeenCalledExactlyOnceWith('https://evil.example');
    expect(parent.postMessage).toHaveBeenCalledTimes(1); // the hello only
  });

  it('answers requests with one reply each: ok, or the error text; commands without id get none', async () => {
    const { self, parent, deliver } = fakeFrame();
    const onCommand = vi.fn(async (command: { type: string }) => {
      if (command.type === 'theme') throw new Error('invalid value for --ink-color-bg');
    });
    const { channel } = connectToParent({ self, onCommand, helloIntervalMs: 10_000 });
    deliver(embedCommand('ack', { v: 1 }), 'http://localhost:3001');
    await channel;
    parent.postMessage.mockClear();

    deliver(embedCommand('focus', {}, 1, 7), 'http://localhost:3001');
    deliver(embedCommand('theme', { variables: { '--ink-color-bg': 'url(x)' } }, 1, 8), 'http://localhost:3001');
    deliver(embedCommand('setLanguage', { language: 'de' }), 'http://localhost:3001');
    deliver(embedCommand('focus', {}, 1, 9), 'http://evil.example'); // foreign origin: no reply
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 10));
    expect(parent.postMessage.mock.calls).toEqual([
      [embedEvent('reply', { id: 7, ok: true }), 'http://localhost:3001'],
      [embedEvent('reply', { id: 8, ok: false, error: 'invalid value for --ink-color-bg' }), 'http://localhost:3001'],
    ]);
    expect(onCommand).toHaveBeenCalledTimes(3);
  });

  it('repeats hello until acked, at most maxHellos times', async () => {
    vi.useFakeTimers();
    const { self, parent } = fakeFrame();
    const { cancel } = connectToParent({ self, onCommand: vi.fn(), helloIntervalMs: 100, maxHellos: 3 });
    vi.advanceTimersByTime(1000);
    expect(parent.postMessage).toHaveBeenCalledTimes(3);
    cancel();
  });
});
