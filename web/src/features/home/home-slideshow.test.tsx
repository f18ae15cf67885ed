import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { HomeSlideshow } from './home-slideshow';

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<HomeSlideshow />);
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HomeSlideshow', () => {
  it('is a labelled carousel region showing only the first of three slides', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('advances to the next slide after 5 seconds and wraps around after the last', () => {
    setup();
    wait(4999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    wait(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    wait(5000);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    wait(5000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('turns its live region off while rotating', () => {
    setup();
    expect(screen.getByTestId('slides')).toHaveAttribute('aria-live', 'off');
  });

  it('moves with the previous and next buttons', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('jumps to a slide with its dot and marks that dot as current', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const user = setup();
    const region = screen.getByRole('region', { name: 'Highlights' });
    await user.hover(region);
    wait(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByTestId('slides')).toHaveAttribute('aria-live', 'polite');
    await user.unhover(region);
    wait(5000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while keyboard focus is inside it and resumes when focus leaves', async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Highlights' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    wait(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await user.tab({ shift: true });
    expect(document.body).toHaveFocus();
    wait(5000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stops and restarts rotation with the rotation button', async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    wait(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    wait(5000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('sends the clubs slide to the public club list, which needs no sign-in', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(screen.getByRole('link', { name: 'Meet our clubs' })).toHaveAttribute('href', '/clubs');
  });

  it('does not advance by itself for readers who prefer reduced motion', async () => {
    mockReducedMotion(true);
    const user = setup();
    wait(15000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByTestId('slides')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });
});
