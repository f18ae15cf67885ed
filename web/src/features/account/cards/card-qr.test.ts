import { create } from 'qrcode';

import { cardQrDataUrl } from './card-qr';

// qrcode's own PNG codec (pngjs, which it depends on), to read the image back.
const { PNG } = jest.requireActual<{
  PNG: { sync: { read(data: Buffer): { width: number; height: number; data: Buffer } } };
}>('pngjs');

const TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJtaWQiOiJJTC0yMDI2LTAwMDQyIn0.c2lnbmF0dXJl';

describe('cardQrDataUrl', () => {
  it('draws the token with error correction M inside a white quiet zone of four modules', async () => {
    const url = await cardQrDataUrl(TOKEN, 320);
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(url.split(',')[1], 'base64'));
    expect(png.width).toBe(320);

    // Every module where a QR code of error correction M puts it, after a quiet zone of four.
    const { modules } = create(TOKEN, { errorCorrectionLevel: 'M' });
    const modulePx = png.width / (modules.size + 8);
    const dark = (x: number, y: number) => png.data[(png.width * y + x) * 4] < 128;
    const at = (module: number) => Math.floor((module + 4.5) * modulePx);
    for (let row = -4; row < modules.size + 4; row += 1) {
      for (let col = -4; col < modules.size + 4; col += 1) {
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        expect(dark(at(col), at(row))).toBe(inside && Boolean(modules.get(row, col)));
      }
    }
  });
});
