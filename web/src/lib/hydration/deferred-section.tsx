import {
  lazy,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import { AreaMessages } from '../../i18n/area-messages';
import { noteAreasInUse, type MessageArea } from '../../i18n/catalogue';

import { waitingSections } from './waiting-sections';

/** How far below the screen a section's code starts loading, so it is ready when seen. */
const LOAD_MARGIN = '200px 0px';

const FOCUSABLE = 'a, button, input, select, textarea, [tabindex]';

/**
 * Calls `start` once the wrapper's content nears the viewport (content hidden with
 * display: none never does), gets focus, a pointer or a touch.
 */
function whenNeeded(element: Element, start: () => void): () => void {
  const events = ['focusin', 'pointerover', 'touchstart'] as const;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) trigger();
    },
    { rootMargin: LOAD_MARGIN },
  );
  function stop() {
    observer.disconnect();
    for (const type of events) element.removeEventListener(type, trigger);
  }
  function trigger() {
    stop();
    start();
  }
  // The wrapper has no box of its own (display: contents): its content is what shows.
  for (const child of element.children) observer.observe(child);
  for (const type of events) element.addEventListener(type, trigger, { passive: true });
  return stop;
}

/** The wrapper takes no part in layout: the page lays out as if the section were inline. */
const WRAPPER_STYLE = { display: 'contents' } as const;

/** Where focus is inside `container`, as an index among its focusable elements, or -1. */
function focusedIndex(container: HTMLElement | null): number {
  if (!container?.contains(document.activeElement)) return -1;
  return [...container.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
}

function hasPrerenderedHtml(name: string): boolean {
  return Boolean(document.querySelector(`[data-deferred-section="${name}"]`)?.hasChildNodes());
}

interface DeferredSectionOptions {
  /**
   * Content with nothing to interact with: its prerendered HTML stays until the page must
   * show it differently (a language switch), however near the reader gets.
   */
  staticContent?: boolean;
  /** Message areas only this section shows: they load with its code, not with the page. */
  messageAreas?: readonly MessageArea[];
}

/**
 * A part of a prerendered page whose code arrives only when the reader gets near it.
 * While the page hydrates, React keeps the section's prerendered HTML as it is (an element
 * whose content React does not manage, so no later update re-renders it; its links work
 * as plain links meanwhile) and renders the section in its place once the code is loaded:
 * a phone downloads and runs less before the page responds. Rendered anywhere else (the
 * prerenderer, an in-app navigation, tests) the section renders as soon as its code is
 * there, suspending until then.
 */
export function deferredSection(
  name: string,
  load: () => Promise<ComponentType>,
  { staticContent = false, messageAreas }: DeferredSectionOptions = {},
): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((section) => (loaded = section)));
  const Lazy = lazy(() => preload().then((section) => ({ default: section })));
  const withMessages = (section: ReactNode) =>
    messageAreas ? (
      <AreaMessages areas={messageAreas} whileLoading={() => void preload()}>
        {section}
      </AreaMessages>
    ) : (
      section
    );

  function DeferredSection() {
    const container = useRef<HTMLDivElement>(null);
    // Only the first render in the browser can meet this section's prerendered HTML.
    const [keepsPrerendered] = useState(
      () => !loaded && typeof document !== 'undefined' && hasPrerenderedHtml(name),
    );
    const [live, setLive] = useState<{ Section: ComponentType; focus: number }>();

    // A language switch loads the new language's areas before the page changes language.
    useEffect(() => {
      if (messageAreas) noteAreasInUse(messageAreas);
    }, []);

    useEffect(() => {
      if (!keepsPrerendered || live) return;
      let active = true;
      const show = () =>
        preload().then((Section) => {
          // A transition renders in slices, so a large section never blocks a tap.
          if (active) {
            const focus = focusedIndex(container.current);
            startTransition(() => setLive({ Section, focus }));
          }
        });
      const element = container.current;
      if (!element) return;
      waitingSections.add(show);
      const stop = staticContent ? () => undefined : whenNeeded(element, () => void show());
      return () => {
        active = false;
        waitingSections.delete(show);
        stop();
      };
    }, [keepsPrerendered, live]);

    // The prerendered controls are replaced: focus goes to the same control in the new ones.
    useLayoutEffect(() => {
      if (!live || live.focus < 0) return;
      container.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[live.focus]?.focus();
    }, [live]);

    if (!keepsPrerendered) {
      const Section = loaded ?? Lazy;
      return (
        <div data-deferred-section={name} style={WRAPPER_STYLE}>
          {withMessages(<Section />)}
        </div>
      );
    }
    if (live) {
      return (
        <div ref={container} data-deferred-section={name} style={WRAPPER_STYLE}>
          {withMessages(<live.Section />)}
        </div>
      );
    }
    return (
      <div
        ref={container}
        data-deferred-section={name}
        style={WRAPPER_STYLE}
        // React does not hydrate or touch what is inside an element set this way.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  DeferredSection.displayName = `Deferred(${name})`;
  return DeferredSection;
}
