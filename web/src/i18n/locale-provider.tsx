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

import {
  DEFAULT_LOCALE,
  loadMessages,
  LOCALE_STORAGE_KEY,
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

/** Remembers the reader's language, keeps <html lang> in step and loads its catalogue. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    loadMessages(locale).then((messages) => {
      if (current) setCatalogue({ locale, messages });
    });
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice still holds for this visit.
    }
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  if (!catalogue) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={catalogue.locale} messages={catalogue.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
