import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the document title and meta description of a route, in the reader's language. */
export function usePageMeta(titleId: string, descriptionId?: string) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  const description = descriptionId ? intl.formatMessage({ id: descriptionId }) : null;
  const site = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = title === site ? site : `${title} | ${site}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, site]);
}
