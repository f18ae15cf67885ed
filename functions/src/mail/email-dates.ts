import type { MailLanguage } from './mail-message';

const LOCALES: Record<MailLanguage, string> = { en: 'en-US', es: 'es-US' };

/** A 'YYYY-MM-DD' calendar date in words ("March 1, 2026", "1 de marzo de 2026"). */
export function calendarDateInWords(language: MailLanguage, isoDate: string): string {
  // Noon UTC of that day, formatted in UTC: the same calendar day whatever the server's zone.
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
