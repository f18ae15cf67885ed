import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { RouterLink } from '../../lib/routing/router-link';
import { SECTION_SCROLL_OFFSET_PX } from '../../lib/scroll/scroll-to-section';

import { ScrollManager } from './scroll-manager';

// jsdom lays nothing out: the section reports where the page has put it so far.
let sectionTop = 810;

function Section() {
  return (
    <section
      id="members"
      ref={(element) => {
        if (element) {
          element.getBoundingClientRect = () =>
            ({ top: sectionTop - window.scrollY, left: 0, width: 0, height: 0 }) as DOMRect;
        }
      }}
    />
  );
}

/** A page whose code and content arrive after the navigation, as a lazy route's do. */
function LatePage({ afterMs }: { afterMs: number }) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return arrived ? <Section /> : null;
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollManager />
      <Routes>
        <Route path="/" element={<RouterLink to="/we-are-it#members">Members</RouterLink>} />
        <Route
          path="/we-are-it"
          element={
            <>
              <RouterLink to="/faq">FAQ</RouterLink>
              <LatePage afterMs={600} />
            </>
          }
        />
        <Route path="/faq" element={<p>FAQ</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const scrollTo = jest.fn();
const lastScrollTop = () => (scrollTo.mock.lastCall?.[0] as ScrollToOptions | undefined)?.top;
/** Time passes in steps, each letting React render what its timers changed. */
function elapse(ms: number) {
  for (let step = 0; step < ms; step += 100) act(() => jest.advanceTimersByTime(100));
}

beforeEach(() => {
  jest.useFakeTimers();
  sectionTop = 810;
  scrollTo.mockReset();
  window.scrollTo = scrollTo as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

describe('ScrollManager', () => {
  it('scrolls to a #section reached inside the app once the page has rendered it', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    elapse(1000);
    expect(lastScrollTop()).toBe(810 - SECTION_SCROLL_OFFSET_PX);
  });

  it('follows the section down while the content above it arrives', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    sectionTop = 400;
    elapse(1000);
    expect(lastScrollTop()).toBe(400 - SECTION_SCROLL_OFFSET_PX);
    sectionTop = 810;
    elapse(500);
    expect(lastScrollTop()).toBe(810 - SECTION_SCROLL_OFFSET_PX);
  });

  it('starts a page reached without a #section at the top', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    elapse(1000);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves the page alone once the reader scrolls', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Members' }));
    elapse(1000);
    const calls = scrollTo.mock.calls.length;
    fireEvent.wheel(window);
    sectionTop = 1200;
    elapse(1000);
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });
});
