import express, { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { accountsRepository } from './accounts/accounts.repository';
import { accountsRouter } from './accounts/accounts.router';
import { accountsService } from './accounts/accounts.service';
import { authenticate } from './middleware/authenticate';
import { bodySizeLimit } from './middleware/body-size-limit';
import { errorHandler, notFoundHandler } from './middleware/error-handler';

const MAX_BODY_BYTES = 100 * 1024;

export interface AppDeps {
  db: Firestore;
  auth: Auth;
  now?: () => Date;
}

/** Builds the /api/v1 Express app without listening, so tests drive it in process. */
export function createApp({ db, auth, now = () => new Date() }: AppDeps) {
  const api = Router();
  api.use(authenticate(auth));
  api.use('/accounts', accountsRouter(accountsService({ accounts: accountsRepository(db), now })));

  const app = express();
  app.disable('x-powered-by');
  app.use(bodySizeLimit(MAX_BODY_BYTES));
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  // Behind the Hosting rewrite the path keeps /api/v1; called directly it does not.
  app.use('/api/v1', api);
  app.use('/', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
