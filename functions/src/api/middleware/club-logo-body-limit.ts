import type { RequestHandler } from 'express';

import { bodySizeLimit } from './body-size-limit';

/**
 * Club registration and club edits carry the resized logo, and events their resized image
 * (up to 256 KB, a third more as base64), so their bodies may be larger than the rest of
 * the API's.
 */
export const CLUB_LOGO_BODY = {
  paths: ['/api/v1/club-memberships', '/club-memberships', '/api/v1/events', '/events'],
  bytes: 512 * 1024,
};

/** The body size limit of the request's path: the club routes' own, else `defaultBytes`. */
export function bodySizeLimitByPath(defaultBytes: number): RequestHandler {
  const larger = bodySizeLimit(CLUB_LOGO_BODY.bytes);
  const normal = bodySizeLimit(defaultBytes);
  return (req, res, next) => {
    const isClubRoute = CLUB_LOGO_BODY.paths.some(
      (path) => req.path === path || req.path.startsWith(`${path}/`),
    );
    return (isClubRoute ? larger : normal)(req, res, next);
  };
}
