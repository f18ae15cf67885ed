import { readImageHeader, storedLogoProblem, STORED_LOGO_MAX_BYTES } from './image-dimensions';

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

function gif(width: number, height: number): Uint8Array {
  const b = new Uint8Array(13);
  b.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  new DataView(b.buffer).setUint16(6, width, true);
  new DataView(b.buffer).setUint16(8, height, true);
  return b;
}

/** SOI, an APP0 segment of 16 bytes, then a baseline SOF0 frame header. */
function jpeg(width: number, height: number): Uint8Array {
  const b = new Uint8Array(2 + 18 + 19);
  b.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  const sof = 20;
  b.set([0xff, 0xc0, 0x00, 0x11, 0x08], sof);
  new DataView(b.buffer).setUint16(sof + 5, height);
  new DataView(b.buffer).setUint16(sof + 7, width);
  return b;
}

describe('readImageHeader', () => {
  it('reads the width and height of a PNG', () => {
    expect(readImageHeader(png(300, 200))).toEqual({ type: 'png', width: 300, height: 200 });
  });
  it('reads the width and height of a GIF', () => {
    expect(readImageHeader(gif(64, 32))).toEqual({ type: 'gif', width: 64, height: 32 });
  });
  it('reads a JPEG frame header after other segments', () => {
    expect(readImageHeader(jpeg(640, 480))).toEqual({ type: 'jpeg', width: 640, height: 480 });
  });
  it('answers null for bytes that are no image', () => {
    expect(readImageHeader(new TextEncoder().encode('<svg onload="x"></svg>'))).toBeNull();
  });
  it('answers null for a truncated PNG', () => {
    expect(readImageHeader(png(10, 10).subarray(0, 20))).toBeNull();
  });
});

describe('storedLogoProblem', () => {
  it('accepts a 512 px square PNG', () => {
    expect(storedLogoProblem('png', png(512, 512))).toBeNull();
  });
  it('refuses a side larger than 512 px', () => {
    expect(storedLogoProblem('jpeg', jpeg(513, 100))).toBe('pixels');
  });
  it('refuses bytes whose format differs from the declared type', () => {
    expect(storedLogoProblem('png', gif(10, 10))).toBe('type');
  });
  it('refuses more than 256 KB', () => {
    const big = new Uint8Array(STORED_LOGO_MAX_BYTES + 1);
    big.set(gif(10, 10));
    expect(storedLogoProblem('gif', big)).toBe('bytes');
  });
});
