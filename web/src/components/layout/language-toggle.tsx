import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

import { useLocale } from '../../i18n/locale-provider';

/**
 * Shows the other language's name, in that language, and switches to it. Before the app
 * runs, the entry switches by reloading in that language (data-locale-switch, see
 * app/early-input.ts).
 */
export function LanguageToggle({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const next = locale === 'en' ? 'es' : 'en';
  return (
    <Button
      color={color}
      onClick={() => setLocale(next)}
      data-locale-switch={next}
      lang={next}
      aria-label={intl.formatMessage({ id: 'language.switch' })}
      sx={{ minWidth: 0, fontWeight: 700 }}
    >
      {next === 'es' ? 'Español' : 'English'}
    </Button>
  );
}
