/**
 * The browser's first use of Intl loads its locale data: 20 to 50 ms on a laptop, several
 * times that on a phone, in one piece. react-intl does it while creating its provider, in
 * the middle of React's first render; the entry (src/main.tsx) calls this first instead.
 */
export function loadLocaleData(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}
