import type { Request } from 'express';

import type { MailLanguage } from '../../mail/mail-message';

/** The language of the emails a request leads to: Spanish when the browser prefers it. */
export const mailLanguageOf = (req: Request): MailLanguage =>
  req.acceptsLanguages('en', 'es') === 'es' ? 'es' : 'en';

/**
 * The proxies in front of the API that append to X-Forwarded-For, Express's 'trust proxy'
 * hop count. Behind Firebase Hosting a 2nd gen function receives
 * `<whatever the client wrote>, <client>, <Google front end>`: Hosting appends the address
 * that called it, then Cloud Run's front end appends Hosting's, and the socket is Cloud
 * Run's own proxy. So the client is the second entry from the right; anything left of it
 * is the client's own words, which must never key a rate limit.
 */
export const HOSTING_PROXY_HOPS = 2;
