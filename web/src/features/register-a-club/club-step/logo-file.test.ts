import { fittedSize, logoFileProblem, readAsDataUrl } from './logo-file';

const MB = 1024 * 1024;

describe('club logo checks', () => {
  it('accepts JPG, PNG and GIF under 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) {
      expect(logoFileProblem({ type, size: 200_000 })).toBeNull();
    }
  });

  it('asks for an image file for anything else', () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'clubRegistration.logo.notImage',
    );
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'clubRegistration.logo.notImage',
    );
  });

  it('refuses 5 MB and more', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * MB })).toBe(
      'clubRegistration.logo.tooLarge',
    );
  });

  it('fits the longer side into 256 pixels, keeping the shape, and never enlarges', () => {
    expect(fittedSize(1024, 512)).toEqual({ width: 256, height: 128 });
    expect(fittedSize(300, 900)).toEqual({ width: 85, height: 256 });
    expect(fittedSize(100, 50)).toEqual({ width: 100, height: 50 });
  });

  it('reports a file that cannot be read as a read failure', async () => {
    const original = globalThis.FileReader;
    class FailingReader {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsDataURL() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    globalThis.FileReader = FailingReader as unknown as typeof FileReader;
    await expect(readAsDataUrl(new Blob(['x']))).rejects.toThrow('Failed to read the image file');
    globalThis.FileReader = original;
  });
});
