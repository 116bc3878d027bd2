/**
 * The part of `ws` (8.x, no bundled types) the push channel, its tests and the bench use: the
 * server-side socket @fastify/websocket hands to a route, and the Node client.
 */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';

  /** A WebSocket, server or client side. */
  export class WebSocket extends EventEmitter {
    constructor(url: string | URL, options?: { headers?: Record<string, string> });
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly CONNECTING: 0;
    readonly OPEN: 1;
    readonly CLOSING: 2;
    readonly CLOSED: 3;
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string | Buffer, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    ping(data?: unknown): void;
    terminate(): void;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'open' | 'ping' | 'pong', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: never[]) => void): this;
  }
  export default WebSocket;
}
