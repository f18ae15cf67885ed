import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider } from 'react-intl';

import { areasInUse } from '../../i18n/catalogue';

import { deferredSection } from './deferred-section';
import { loadDeferredSections } from './waiting-sections';

function Section() {
  return (
    <section>
      <h2>Core values</h2>
      <a href="/mission">Our mission</a>
      <button type="button" onClick={() => (document.title = 'clicked')}>
        Live button
      </button>
    </section>
  );
}

/** Stands in for the browser's IntersectionObserver: a test says when an element is seen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static seeAll() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0) {
        observer.callback(entries as IntersectionObserverEntry[], observer as never);
      }
    }
  }
}

beforeAll(() => {
  window.IntersectionObserver = FakeIntersectionObserver as never;
});
afterEach(() => {
  FakeIntersectionObserver.all = [];
  document.body.innerHTML = '';
});

/** Server HTML of the section in the page, hydrated as the browser would. */
async function hydratePrerendered(Deferred: ReturnType<typeof deferredSection>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div data-deferred-section="core-values">
      <Section />
    </div>,
  );
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Deferred />);
  });
  return { container, root };
}

describe('deferredSection', () => {
  it('renders the section once its code is loaded when there is no prerendered HTML', async () => {
    const load = jest.fn(async () => Section);
    const Deferred = deferredSection('core-values', load);
    await act(async () => {
      render(<Deferred />);
    });
    expect(screen.getByRole('heading', { name: 'Core values' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the prerendered HTML without loading its code until the section is near', async () => {
    const load = jest.fn(async () => Section);
    const Deferred = deferredSection('core-values', load);
    const { container } = await hydratePrerendered(Deferred);
    const prerenderedButton = screen.getByRole('button', { name: 'Live button' });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Core values' })).toBeInTheDocument();

    await act(async () => FakeIntersectionObserver.seeAll());
    expect(load).toHaveBeenCalledTimes(1);
    const liveButton = screen.getByRole('button', { name: 'Live button' });
    expect(liveButton).not.toBe(prerenderedButton);
    expect(container.querySelectorAll('section')).toHaveLength(1);
    liveButton.click();
    expect(document.title).toBe('clicked');
  });

  it('keeps focus on the same control when the section goes live', async () => {
    const Deferred = deferredSection('core-values', async () => Section);
    await hydratePrerendered(Deferred);
    screen.getByRole('link', { name: 'Our mission' }).focus();
    await act(async () => FakeIntersectionObserver.seeAll());
    expect(screen.getByRole('link', { name: 'Our mission' })).toHaveFocus();
  });

  it('keeps static content prerendered however near it gets, until asked to go live', async () => {
    const load = jest.fn(async () => Section);
    const Deferred = deferredSection('core-values', load, { staticContent: true });
    await hydratePrerendered(Deferred);
    await act(async () => FakeIntersectionObserver.seeAll());
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      await loadDeferredSections();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes every waiting section live on demand, as a language switch needs', async () => {
    const load = jest.fn(async () => Section);
    const Deferred = deferredSection('core-values', load);
    const prerenderedHeading = (await hydratePrerendered(Deferred)).container.querySelector('h2');
    await act(async () => {
      await loadDeferredSections();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Core values' })).not.toBe(prerenderedHeading);
  });

  it('brings the message areas only it shows, and has a language switch load them', async () => {
    const ValuesHeading = () => (
      <h2>
        <FormattedMessage id="home.values.heading" />
      </h2>
    );
    const Deferred = deferredSection('core-values', async () => ValuesHeading, {
      messageAreas: ['home-sections'],
    });
    expect(areasInUse()).not.toContain('home-sections');
    await act(async () => {
      render(
        <IntlProvider locale="en" messages={{}} onError={() => undefined}>
          <Deferred />
        </IntlProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Our Core Values' })).toBeInTheDocument();
    expect(areasInUse()).toContain('home-sections');
  });
});
