import { isLocale, rememberLocale } from '../i18n/locales';

/** Controls whose click needs the app: held until it runs, then given to it. */
const NEEDS_APP =
  'button, [role="button"], [role="tab"], [role="checkbox"], input[type="checkbox"], input[type="radio"]';

export interface EarlyInput {
  /** Gives the held click, if any, to the now live page and stops holding clicks. */
  release(): void;
}

/**
 * Before the app runs, prerendered links, text, fields and popover buttons (the phone menu)
 * work as plain HTML, but another button would swallow a click. Such a click is held (the page shows it is busy) and replayed once
 * the app has hydrated the same element, so a tap made while the app loads is not lost.
 * The language switch needs no app: it stores the choice and reloads, and Hosting serves
 * the page in that language.
 */
export function holdEarlyInput(
  container: HTMLElement,
  reload: () => void = () => window.location.reload(),
): EarlyInput {
  let held: HTMLElement | null = null;
  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    const localeSwitch = target?.closest<HTMLElement>('[data-locale-switch]');
    const locale = localeSwitch?.dataset.localeSwitch;
    if (isLocale(locale)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      rememberLocale(locale);
      reload();
      return;
    }
    const control = target?.closest<HTMLElement>(NEEDS_APP);
    // Links, and buttons that open the browser's own popovers, work without the app.
    if (!control || !container.contains(control) || control.closest('a[href], [popovertarget]')) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    document.documentElement.style.cursor = 'progress';
  }
  document.addEventListener('click', onClick, true);
  return {
    release() {
      document.removeEventListener('click', onClick, true);
      document.documentElement.style.removeProperty('cursor');
      const control = held;
      held = null;
      if (control?.isConnected) control.click();
    },
  };
}

/** Resolves once the page is live (HydrationMarker sets <html data-hydrated>). */
export function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
