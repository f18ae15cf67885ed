import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';

import { loadDeferredSections } from '../lib/hydration/waiting-sections';

import { areasInUse, loadAreas, loadMessages } from './catalogue';
import { intlErrorHandler } from './intl-errors';
import {
  DEFAULT_LOCALE,
  rememberLocale,
  storedLocale,
  type Locale,
  type Messages,
} from './locales';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
});

export const useLocale = () => useContext(LocaleContext);

interface Catalogue {
  locale: Locale;
  messages: Messages;
}

/**
 * Starts from the catalogue loaded before the first render (so prerendered HTML hydrates
 * without a flash), switches on demand and keeps <html lang> in step.
 */
export function LocaleProvider({ initial, children }: { initial: Catalogue; children: ReactNode }) {
  const [catalogue, setCatalogue] = useState<Catalogue>(initial);

  useEffect(() => {
    document.documentElement.lang = catalogue.locale;
  }, [catalogue.locale]);

  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    // The pages seen so far switch too, without waiting for their messages again; parts of
    // the page still showing prerendered HTML go live first, or they would stay in the old
    // language.
    Promise.all([loadMessages(next), loadAreas(next, areasInUse()), loadDeferredSections()]).then(
      ([messages]) => setCatalogue({ locale: next, messages }),
    );
  }, []);

  // A choice remembered before the language cookie existed: follow it (and set the cookie,
  // so Hosting serves that language's HTML from the next page on).
  useEffect(() => {
    const remembered = storedLocale();
    if (remembered && remembered !== initial.locale) setLocale(remembered);
  }, [initial.locale, setLocale]);

  const value = useMemo(
    () => ({ locale: catalogue.locale, setLocale }),
    [catalogue.locale, setLocale],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={catalogue.locale}
        messages={catalogue.messages}
        defaultLocale="en"
        onError={intlErrorHandler()}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
