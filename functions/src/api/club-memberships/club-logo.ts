import { storedLogoProblem } from '../../domain/image-dimensions';
import { AppError } from '../errors/app-error';

const DATA_URL = /^data:image\/(png|jpeg|gif);base64,([A-Za-z0-9+/]*={0,2})$/;

export const LOGO_MESSAGES = {
  type: 'Please upload an image file (JPG, PNG or GIF).',
  bytes: 'The logo must be at most 256 KB once resized.',
  pixels: 'The logo must be at most 512 pixels on each side.',
} as const;

/**
 * The browser resizes a logo before sending it; the server decodes it and checks the
 * bytes are the image type declared, within the byte and pixel limits.
 */
export function assertStorableLogo(logo: string | null | undefined, field = 'club_info.club_logo') {
  if (!logo) return;
  const match = DATA_URL.exec(logo);
  const problem = match
    ? storedLogoProblem(match[1] ?? '', Buffer.from(match[2] ?? '', 'base64'))
    : 'type';
  if (problem) {
    throw AppError.badRequest('checkInformation', [{ field, message: LOGO_MESSAGES[problem] }]);
  }
}
