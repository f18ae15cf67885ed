import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';

import { PageMetaCollector } from './page-meta-collector';

/** Sets the document title and meta description of a route, in the reader's language. */
export function usePageMeta(titleId: string, descriptionId?: string) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  const description = descriptionId ? intl.formatMessage({ id: descriptionId }) : null;
  const site = intl.formatMessage({ id: 'app.name' });
  const fullTitle = title === site ? site : `${title} | ${site}`;
  const collector = useContext(PageMetaCollector);
  if (collector) {
    collector.title = fullTitle;
    collector.description = description;
  }
  useEffect(() => {
    document.title = fullTitle;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [fullTitle, description]);
}
