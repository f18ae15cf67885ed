import { toDataURL } from 'qrcode';

/**
 * The QR code of a card's token as a PNG data URL: error correction M (the card survives a
 * crease or a scratch) and the standard quiet zone of four modules, so door scanners read it.
 */
export function cardQrDataUrl(token: string, width = 320): Promise<string> {
  return toDataURL(token, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
