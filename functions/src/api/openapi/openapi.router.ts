import { Router } from 'express';

import document from './openapi.json';

// The document changes with a deploy; caches may keep it an hour.
export const OPENAPI_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600';

/** GET /openapi.json, for anyone: the OpenAPI 3.1 document of /api/v1 (npm run openapi). */
export function openApiRouter() {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', OPENAPI_CACHE_CONTROL).json(document);
  });
  return router;
}
