// The hub's pre-built text frame against the frame `ws` itself builds for the same text (its
// Sender.frame, unmasked, as a server sends), at each of the three length encodings, and read
// back by a `ws` client socket as the same text.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrame } from './realtime-hub.js';

/** ws's own frame of `payload` as a server sends a text message: [header, payload] joined. */
const wsFrame = (payload: Buffer): Buffer => {
  const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, o: object): Buffer[] } };
  return Buffer.concat(Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));
};

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 300, 65_535, 65_536, 200_000])('frames %i bytes as ws does', (n) => {
    const payload = Buffer.alloc(n, 'é'.charCodeAt(0) % 256);
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });

  it('is read by a ws client as the text it holds', async () => {
    const server = http.createServer();
    const texts = ['短', '消息'.repeat(50), '长'.repeat(30_000)];
    server.on('upgrade', (req, socket) => {
      const key = String(req.headers['sec-websocket-key']);
      const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
      for (const t of texts) socket.write(textFrame(Buffer.from(t)));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = new ws.WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const got: string[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('message', (data, binary) => {
        expect(binary).toBe(false);
        got.push(String(data));
        if (got.length === texts.length) resolve();
      });
      client.on('error', reject);
    });
    client.terminate();
    server.close();
    expect(got).toEqual(texts);
  });
});
