import type { Locale, Messages } from './locales';

/** The catalogue files of src/i18n/<locale>/, one per area of the site. */
export const MESSAGE_AREAS = [
  'common',
  'signed-in',
  'home',
  'home-sections',
  'mission',
  'join',
  'events',
  'info',
  'directory',
  'auth',
  'registration',
  'account',
  'admin',
  'announcements',
  'club',
  'verify',
] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** What the header, footer, menus and error screens around every page say. */
export const SHELL_AREAS: readonly MessageArea[] = ['common', 'signed-in'];

type Loader = () => Promise<{ default: Messages }>;

// Each file is its own chunk, so a page downloads only the areas it shows.
const LOADERS: Record<Locale, Record<MessageArea, Loader>> = {
  en: {
    common: () => import('./en/common.json'),
    'signed-in': () => import('./en/signed-in.json'),
    home: () => import('./en/home.json'),
    'home-sections': () => import('./en/home-sections.json'),
    mission: () => import('./en/mission.json'),
    join: () => import('./en/join.json'),
    events: () => import('./en/events.json'),
    info: () => import('./en/info.json'),
    directory: () => import('./en/directory.json'),
    auth: () => import('./en/auth.json'),
    registration: () => import('./en/registration.json'),
    account: () => import('./en/account.json'),
    admin: () => import('./en/admin.json'),
    announcements: () => import('./en/announcements.json'),
    club: () => import('./en/club.json'),
    verify: () => import('./en/verify.json'),
  },
  es: {
    common: () => import('./es/common.json'),
    'signed-in': () => import('./es/signed-in.json'),
    home: () => import('./es/home.json'),
    'home-sections': () => import('./es/home-sections.json'),
    mission: () => import('./es/mission.json'),
    join: () => import('./es/join.json'),
    events: () => import('./es/events.json'),
    info: () => import('./es/info.json'),
    directory: () => import('./es/directory.json'),
    auth: () => import('./es/auth.json'),
    registration: () => import('./es/registration.json'),
    account: () => import('./es/account.json'),
    admin: () => import('./es/admin.json'),
    announcements: () => import('./es/announcements.json'),
    club: () => import('./es/club.json'),
    verify: () => import('./es/verify.json'),
  },
};

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();
const merged = new Map<string, Messages>();
const inUse = new Set<MessageArea>(SHELL_AREAS);

const fileKey = (locale: Locale, area: MessageArea) => `${locale}/${area}`;

const loadingTogether = new Map<string, Promise<void>>();
const listKey = (locale: Locale, areas: readonly MessageArea[]) => `${locale}:${areas.join(',')}`;

function loadArea(locale: Locale, area: MessageArea): Promise<void> | undefined {
  inUse.add(area);
  const key = fileKey(locale, area);
  if (loaded.has(key)) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    // A failed download is forgotten, so the next attempt fetches it again.
    pending = LOADERS[locale][area]().then(
      (module) => {
        loaded.set(key, module.default);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads the areas' messages in a language (each file once), ready for `loadedMessages`.
 * The same list gets the same promise, so a suspended render can wait on it.
 */
export function loadAreas(locale: Locale, areas: readonly MessageArea[]): Promise<void> {
  const key = listKey(locale, areas);
  let pending = loadingTogether.get(key);
  if (!pending) {
    pending = Promise.all(areas.map((area) => loadArea(locale, area))).then(
      () => undefined,
      (error: unknown) => {
        loadingTogether.delete(key);
        throw error;
      },
    );
    loadingTogether.set(key, pending);
  }
  return pending;
}

/**
 * The areas' messages merged, the same object each time (so providers keep their identity),
 * or null while one of them has not been loaded yet.
 */
export function loadedMessages(locale: Locale, areas: readonly MessageArea[]): Messages | null {
  const key = listKey(locale, areas);
  const cached = merged.get(key);
  if (cached) return cached;
  const parts = areas.map((area) => loaded.get(fileKey(locale, area)));
  if (parts.some((part) => !part)) return null;
  const messages = Object.assign({}, ...parts) as Messages;
  merged.set(key, messages);
  return messages;
}

/** Every area a page of this visit has needed: a language switch loads them all at once. */
export const areasInUse = (): MessageArea[] => [...inUse];

/**
 * Areas a part of the page on screen will need though it has not loaded them yet (a section
 * still showing its prerendered HTML): a language switch loads them too.
 */
export function noteAreasInUse(areas: readonly MessageArea[]): void {
  for (const area of areas) inUse.add(area);
}

/** The messages of the shell around every page, in a language; pages add their own areas. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loadAreas(locale, SHELL_AREAS).then(() => loadedMessages(locale, SHELL_AREAS) as Messages);
}
