/** An image's format and pixel size, read from its header alone. */
export interface ImageHeader {
  type: 'png' | 'gif' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const uint16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const uint32be = (b: Uint8Array, at: number) => uint16be(b, at) * 65536 + uint16be(b, at + 2);
const startsWith = (b: Uint8Array, bytes: number[]) => bytes.every((byte, i) => b[i] === byte);

function pngHeader(b: Uint8Array): ImageHeader | null {
  // The IHDR chunk must come first: length 13, type 'IHDR', then width and height.
  if (b.length < 24 || !startsWith(b.subarray(12), [0x49, 0x48, 0x44, 0x52])) return null;
  return { type: 'png', width: uint32be(b, 16), height: uint32be(b, 20) };
}

function gifHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 10) return null;
  return { type: 'gif', width: uint16le(b, 6), height: uint16le(b, 8) };
}

// Start-of-frame markers (baseline, progressive...): 0xC0-0xCF but DHT, JPG and DAC.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(b: Uint8Array): ImageHeader | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM) carry no segment.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { type: 'jpeg', height: uint16be(b, at + 5), width: uint16be(b, at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + uint16be(b, at + 2);
  }
  return null;
}

/** Reads PNG, GIF and JPEG headers; anything else, or a truncated header, gives null. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngHeader(bytes);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return gifHeader(bytes);
  if (startsWith(bytes, [0xff, 0xd8])) return jpegHeader(bytes);
  return null;
}

/** The browser resizes a club logo before sending it; the server refuses anything larger. */
export const STORED_LOGO_MAX_BYTES = 256 * 1024;
export const STORED_LOGO_MAX_SIDE = 512;

export type StoredLogoProblem = 'type' | 'bytes' | 'pixels';

/** Checks a decoded logo against the type its data URL declared. */
export function storedLogoProblem(
  declaredType: string,
  bytes: Uint8Array,
): StoredLogoProblem | null {
  const header = readImageHeader(bytes);
  if (!header || header.type !== declaredType) return 'type';
  if (bytes.length > STORED_LOGO_MAX_BYTES) return 'bytes';
  if (header.width < 1 || header.height < 1) return 'type';
  if (header.width > STORED_LOGO_MAX_SIDE || header.height > STORED_LOGO_MAX_SIDE) return 'pixels';
  return null;
}
