import { CLUB_LOGO_MAX_BYTES } from '@domain/schemas/club-membership';

export const LOGO_ACCEPT = 'image/jpeg,image/png,image/gif';
export const LOGO_MAX_PIXELS = 256;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Catalogue id of what is wrong with a chosen logo file, or null. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'clubRegistration.logo.notImage';
  if (file.size >= CLUB_LOGO_MAX_BYTES) return 'clubRegistration.logo.tooLarge';
  return null;
}

export class LogoReadError extends Error {
  constructor() {
    super('Failed to read the image file');
    this.name = 'LogoReadError';
  }
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new LogoReadError());
    reader.onerror = () => reject(new LogoReadError());
    reader.readAsDataURL(file);
  });
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new LogoReadError());
    image.src = source;
  });
}

/** Target size keeping the aspect ratio, the longer side at most `max` pixels. */
export function fittedSize(width: number, height: number, max = LOGO_MAX_PIXELS) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The logo redrawn at most 256 px on a canvas, as a data URL the API accepts. */
export async function resizedLogo(file: File): Promise<string> {
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = fittedSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new LogoReadError();
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png', 0.9);
}
