import { describe, expect, it } from 'vitest';
import { FrameReader, frameHeader } from './frames';

const frame = (text: string) => Buffer.concat([frameHeader(Buffer.byteLength(text)), Buffer.from(text)]);

function read(chunks: Buffer[]): string[] {
  const frames: string[] = [];
  const reader = new FrameReader((bytes) => frames.push(bytes.toString()));
  for (const chunk of chunks) reader.push(chunk);
  return frames;
}

describe('length-prefixed frames', () => {
  it('hands out every frame whole when several arrive in one chunk', () => {
    expect(read([Buffer.concat([frame('first'), frame(''), frame('third')])])).toEqual(['first', '', 'third']);
  });

  it('waits for a frame split across chunks, even inside its length', () => {
    const bytes = Buffer.concat([frame('a photo of a dog'), frame('its thumbnail')]);
    for (const cut of [1, 3, 4, 5, 19, 20, 21, bytes.length - 1]) {
      expect(read([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(['a photo of a dog', 'its thumbnail']);
    }
    expect(read([...bytes].map((byte) => Buffer.of(byte)))).toEqual(['a photo of a dog', 'its thumbnail']);
  });

  it('gives nothing for a frame that has not fully arrived', () => {
    expect(read([frame('complete'), frame('cut short').subarray(0, 8)])).toEqual(['complete']);
  });
});
