import { yieldToBrowser } from '../lib/scheduling/main-thread';

/**
 * The steps of the browser's first use of Intl, each loading part of its locale data. Done
 * at once (as react-intl would, in the middle of React's first render) they take 20 to 60 ms
 * on a laptop, several times that on a phone; a step at a time, the longest takes about a
 * third of that (Chromium, measured on this project's machine).
 */
const STEPS: ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => Intl.Collator.supportedLocalesOf(locale),
  (locale) => Intl.NumberFormat.supportedLocalesOf(locale),
  (locale) => Intl.DateTimeFormat.supportedLocalesOf(locale),
];

/** Loads the locale data Intl needs, in short tasks; the entry (src/main.tsx) calls it first. */
export async function loadLocaleData(locale: string): Promise<void> {
  for (const step of STEPS) {
    step(locale);
    await yieldToBrowser();
  }
}
