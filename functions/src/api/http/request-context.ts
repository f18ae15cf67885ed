import type { Request } from 'express';

import type { MailLanguage } from '../../mail/mail-message';

/** The language of the emails a request leads to: Spanish when the browser prefers it. */
export const mailLanguageOf = (req: Request): MailLanguage =>
  req.acceptsLanguages('en', 'es') === 'es' ? 'es' : 'en';

/** This site as the browser called it: where links in emails lead back to. */
export const siteOriginOf = (req: Request) =>
  req.get('origin') ?? `https://${req.get('x-forwarded-host') ?? req.get('host')}`;
