import enAccount from '../../../web/src/i18n/en/account.json';
import enAuth from '../../../web/src/i18n/en/auth.json';
import enClub from '../../../web/src/i18n/en/club.json';
import enCommon from '../../../web/src/i18n/en/common.json';
import enEvents from '../../../web/src/i18n/en/events.json';
import enJoin from '../../../web/src/i18n/en/join.json';
import enRegistration from '../../../web/src/i18n/en/registration.json';
import esAccount from '../../../web/src/i18n/es/account.json';
import esAuth from '../../../web/src/i18n/es/auth.json';
import esClub from '../../../web/src/i18n/es/club.json';
import esCommon from '../../../web/src/i18n/es/common.json';
import esEvents from '../../../web/src/i18n/es/events.json';
import esJoin from '../../../web/src/i18n/es/join.json';
import esRegistration from '../../../web/src/i18n/es/registration.json';

export type Locale = 'en' | 'es';

const CATALOGUES: Record<Locale, Record<string, string>> = {
  en: {
    ...enCommon,
    ...enAuth,
    ...enJoin,
    ...enRegistration,
    ...enAccount,
    ...enClub,
    ...enEvents,
  },
  es: {
    ...esCommon,
    ...esAuth,
    ...esJoin,
    ...esRegistration,
    ...esAccount,
    ...esClub,
    ...esEvents,
  },
};

/** The text the site shows for a message id (simple {name} arguments filled in). */
export function message(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const text = CATALOGUES[locale][id];
  if (!text) throw new Error(`No message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The same text as an anchored pattern, for accessible names. */
export function messagePattern(locale: Locale, id: string, values: Record<string, string> = {}) {
  return new RegExp(`^${message(locale, id, values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
