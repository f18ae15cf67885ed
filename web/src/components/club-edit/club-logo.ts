import { CLUB_LOGO_MAX_BYTES } from '@domain/schemas/club-membership';

export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const LOGO_SIZE_PX = 256;
// The server stores at most 256 KB of image: about 340 000 base64 characters.
const MAX_DATA_URL_CHARS = 300_000;

/** The spec's three messages, as message ids; null when the file may be read. */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/') || !(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return 'myAccount.club.logo.notImage';
  }
  if (file.size >= CLUB_LOGO_MAX_BYTES) return 'myAccount.club.logo.tooLarge';
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('decode'));
    image.src = src;
  });
}

/**
 * A copy no larger than 256 px on its longest side, as a PNG data URL: a few tens of
 * kilobytes, well under Firestore's 1 MiB document limit, instead of a 5 MB data string.
 */
export async function resizedLogo(file: File): Promise<string> {
  const image = await loadImage(await readAsDataUrl(file));
  const scale = Math.min(1, LOGO_SIZE_PX / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = canvas.toDataURL('image/png');
  if (png.length <= MAX_DATA_URL_CHARS) return png;
  // A photograph compresses better as JPEG (on white: JPEG has no transparency).
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}
