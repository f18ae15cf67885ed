export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';
const ACCEPTED_TYPES = IMAGE_ACCEPT.split(',');

export const isAcceptedImageType = (type: string) => ACCEPTED_TYPES.includes(type);

export class ImageReadError extends Error {
  constructor() {
    super('Failed to read the image file');
    this.name = 'ImageReadError';
  }
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new ImageReadError());
    reader.onerror = () => reject(new ImageReadError());
    reader.readAsDataURL(file);
  });
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageReadError());
    image.src = source;
  });
}

/** Target size keeping the aspect ratio, the longer side at most `max` pixels. */
export function fittedSize(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The image redrawn on a canvas, its longer side at most `maxPixels`, as a data URL the API
 * accepts (JPEG stays JPEG, anything else becomes PNG).
 */
export async function resizedImage(file: File, maxPixels: number): Promise<string> {
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = fittedSize(image.naturalWidth, image.naturalHeight, maxPixels);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageReadError();
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png', 0.9);
}
