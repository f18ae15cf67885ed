export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'itkd.locale';

export type Messages = Record<string, string>;

/** Each language is its own chunk, so a reader downloads only the one they use. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'es'
    ? import('./es/index').then((m) => m.messages)
    : import('./en/index').then((m) => m.messages);
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return value === 'es' ? 'es' : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
