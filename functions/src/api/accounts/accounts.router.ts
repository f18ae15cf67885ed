import { Router, type Request } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { accountProfileSchema, createAccountSchema } from '../../domain/schemas/account';
import { mailLanguageOf } from '../http/request-context';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';

import { accountToWire } from './account.mapper';
import type { AccountsService } from './accounts.service';

const idOf = (req: Request) => String(req.params.id);

/** /accounts: HTTP only; every decision is the service's. */
export function accountsRouter(service: AccountsService) {
  const router = validatePathIds(Router());

  router.post('/', validateBody(createAccountSchema), async (req, res) => {
    const securityCheckId = req.get('x-security-check') ?? null;
    const account = await service.create(
      callerOf(req),
      req.body,
      securityCheckId,
      mailLanguageOf(req),
    );
    res.status(201).json(accountToWire(account) satisfies AnswerOf<'POST /accounts'>);
  });

  router.get('/me/all', async (req, res) => {
    const account = await service.getMine(callerOf(req));
    res.json({
      accounts: [accountToWire(account)],
      total: 1,
    } satisfies AnswerOf<'GET /accounts/me/all'>);
  });

  router.get('/me/by-email', async (req, res) => {
    const account = await service.getMineByEmail(callerOf(req));
    res.json(accountToWire(account) satisfies AnswerOf<'GET /accounts/me/by-email'>);
  });

  router.get('/:id', async (req, res) => {
    const account = await service.get(callerOf(req), idOf(req));
    res.json(accountToWire(account) satisfies AnswerOf<'GET /accounts/{id}'>);
  });

  router.put('/:id', validateBody(accountProfileSchema), async (req, res) => {
    const language = mailLanguageOf(req);
    const account = await service.update(callerOf(req), idOf(req), req.body, language);
    res.json(accountToWire(account) satisfies AnswerOf<'PUT /accounts/{id}'>);
  });

  router.put('/:id/complete', validateBody(accountProfileSchema.partial()), async (req, res) => {
    const language = mailLanguageOf(req);
    const account = await service.complete(callerOf(req), idOf(req), req.body, language);
    res.json(accountToWire(account) satisfies AnswerOf<'PUT /accounts/{id}/complete'>);
  });

  router.post('/user/:id/login', async (req, res) => {
    const account = await service.recordLogin(callerOf(req), idOf(req));
    res.json(accountToWire(account) satisfies AnswerOf<'POST /accounts/user/{id}/login'>);
  });

  return router;
}
