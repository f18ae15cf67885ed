import { Router } from 'express';

import type { ApiErrorBody } from '../../domain/api-errors';
import { apiErrorBody } from '../../domain/api-messages';
import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { captchaTestTokenSchema, captchaVerificationSchema } from '../../domain/schemas/captcha';
import { optionalCallerOf } from '../middleware/authenticate';
import { notFoundHandler } from '../middleware/error-handler';
import { validateBody } from '../middleware/validate-body';

import type { CaptchaService } from './captcha.service';

/** /captcha: callable without a sign-in, since a visitor signing up has none yet. */
export function captchaRouter(service: CaptchaService, { emulator }: { emulator: boolean }) {
  const router = Router();

  if (emulator) {
    router.post('/test-token', validateBody(captchaTestTokenSchema), async (req, res) => {
      const token = await service.issueTestToken(req.body.recaptcha_action);
      res.json({ token } satisfies AnswerOf<'POST /captcha/test-token'>);
    });
  }

  router.post('/', validateBody(captchaVerificationSchema), async (req, res) => {
    const { token, recaptcha_action: action } = req.body;
    const verificationId = await service.verify(optionalCallerOf(req), token, action);
    if (!verificationId) {
      res.status(400).json({
        success: false,
        ...apiErrorBody('CAPTCHA_FAILED', 'captcha.failed'),
      } satisfies ApiErrorBody);
      return;
    }
    res.json({
      success: true,
      verification_id: verificationId,
    } satisfies AnswerOf<'POST /captcha'>);
  });

  // Anything else under /captcha is answered here, before the sign-in check of other routes.
  router.use(notFoundHandler);
  return router;
}
