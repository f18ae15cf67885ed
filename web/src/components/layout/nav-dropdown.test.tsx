import { act, fireEvent, screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { loadNavDropdownMenu, NavDropdown } from './nav-dropdown';
import { NAV_GROUPS } from './nav-items';

const events = NAV_GROUPS[2];

/** The element that listens for the pointer: the button's wrapper. */
function hoverArea() {
  const wrapper = screen.getByRole('button', { name: 'Events' }).parentElement;
  if (!wrapper) throw new Error('dropdown button has no wrapper');
  return wrapper;
}

// Runs first, before any test has loaded the open panel's code.
describe('NavDropdown reached before its menu code has loaded', () => {
  it('opens with the first item focused once the code arrives', async () => {
    renderWithProviders(<NavDropdown group={events} />);
    const button = screen.getByRole('button', { name: 'Events' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('menuitem', { name: 'Calendar' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('NavDropdown', () => {
  it('is tested with the Events menu', () => {
    expect(events.labelId).toBe('nav.events');
  });

  // The open panel's code is fetched on first use; loaded up front here so the timings
  // below are the dropdown's own.
  beforeAll(() => loadNavDropdownMenu());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    renderWithProviders(<NavDropdown group={events} />);
    fireEvent.mouseEnter(hoverArea());
    expect(screen.getByRole('menuitem', { name: 'Calendar' })).toBeInTheDocument();
    fireEvent.mouseLeave(hoverArea());
    act(() => jest.advanceTimersByTime(149));
    expect(screen.getByRole('menuitem', { name: 'Calendar' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('menuitem', { name: 'Calendar' })).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within 150 ms', () => {
    renderWithProviders(<NavDropdown group={events} />);
    const wrapper = hoverArea();
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.mouseEnter(wrapper);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('menuitem', { name: 'Calendar' })).toBeInTheDocument();
  });

  it('opens from the keyboard with the first item focused, and Escape returns focus', () => {
    renderWithProviders(<NavDropdown group={events} />);
    const button = screen.getByRole('button', { name: 'Events' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const first = screen.getByRole('menuitem', { name: 'Calendar' });
    expect(first).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('stays open when the pointer that opened it clicks the button, and a second click closes it', () => {
    renderWithProviders(<NavDropdown group={events} />);
    fireEvent.mouseEnter(hoverArea());
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('menuitem', { name: 'Calendar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.queryByRole('menuitem', { name: 'Calendar' })).not.toBeInTheDocument();
  });

  it('links each entry to its page', () => {
    renderWithProviders(<NavDropdown group={events} />);
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('menuitem', { name: 'USAT IL State Championship' })).toHaveAttribute(
      'href',
      '/usat-il-state',
    );
  });
});
