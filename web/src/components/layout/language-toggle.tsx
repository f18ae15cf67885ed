import { Button } from '@mui/material';
import { useIntl } from 'react-intl';

import { useLocale } from '../../i18n/locale-provider';
import { useHydrated } from '../../lib/hydration/use-hydrated';

/**
 * Shows the other language's name, in that language, and switches to it. Until the page has
 * hydrated a click would do nothing, so it is disabled (but stays readable) till then.
 */
export function LanguageToggle({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { locale, setLocale } = useLocale();
  const hydrated = useHydrated();
  const intl = useIntl();
  const next = locale === 'en' ? 'es' : 'en';
  return (
    <Button
      color={color}
      onClick={() => setLocale(next)}
      disabled={!hydrated}
      lang={next}
      aria-label={intl.formatMessage({ id: 'language.switch' })}
      sx={{ minWidth: 0, fontWeight: 700, '&.Mui-disabled': { color: 'inherit' } }}
    >
      {next === 'es' ? 'Español' : 'English'}
    </Button>
  );
}
