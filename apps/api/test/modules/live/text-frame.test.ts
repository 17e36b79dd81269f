import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { textFrame } from '../../../src/modules/live/text-frame';

// ws's frame reader (exported by ws, not described by its types).
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: { isServer: boolean; maxPayload: number }) => Writable;
};

// A prepared frame must read, on the client's side, as exactly the text it was made from: ws's own
// client-side Receiver decodes it (every length form of RFC 6455 §5.2, and UTF-8 beyond ASCII).
function decode(frame: Buffer): Promise<{ text: string; isBinary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false, maxPayload: 0 });
    receiver.on('message', (data: Buffer, isBinary: boolean) => resolve({ text: data.toString(), isBinary }));
    receiver.on('error', reject);
    receiver.write(frame);
  });
}

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])(
    'frames a %d-byte text that a client reads back unchanged',
    async (length) => {
      const text = 'a'.repeat(length);
      const frame = textFrame(text);
      expect(await decode(frame)).toEqual({ text, isBinary: false });
      const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
      expect(frame.length).toBe(header + length);
    },
  );

  it('frames the UTF-8 bytes of the text, from a string or a Buffer alike', async () => {
    const text = '{"message":"Señora Müller: 10 m² ✓ 👍"}';
    expect(await decode(textFrame(text))).toEqual({ text, isBinary: false });
    expect(textFrame(Buffer.from(text)).equals(textFrame(text))).toBe(true);
  });
});
