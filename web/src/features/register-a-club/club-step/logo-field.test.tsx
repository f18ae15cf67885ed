import { fireEvent, screen } from '@testing-library/react';

import { renderWithProviders } from '../../../testing/render-with-providers';

import { LogoField } from './logo-field';

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('club-logo-input'), { target: { files: [file] } });

describe('LogoField', () => {
  it('says to upload an image file when another kind of file is chosen', async () => {
    renderWithProviders(<LogoField value={null} onChange={jest.fn()} />);
    choose(new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
  });

  it('says the file must be less than 5MB', async () => {
    renderWithProviders(<LogoField value={null} onChange={jest.fn()} />);
    const big = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    choose(big);
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
  });

  it('says the image could not be read when it does not decode', async () => {
    const original = globalThis.Image;
    // jsdom decodes no images: this one fails as a broken file would in a browser.
    class BrokenImage {
      onerror: (() => void) | null = null;
      set src(_: string) {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    globalThis.Image = BrokenImage as unknown as typeof Image;
    const onChange = jest.fn();
    renderWithProviders(<LogoField value={null} onChange={onChange} />);
    choose(new File(['not really a png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to read the image file')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    globalThis.Image = original;
  });
});
