import {
  CAPTCHA_TEST_TOKEN_PREFIX,
  CAPTCHA_TEST_TOKEN_TTL_MS,
  CAPTCHA_FAILURE_WINDOW_MS,
  CAPTCHA_VERIFICATION_TTL_MS,
  isLockedOut,
  isPassingAssessment,
  type CaptchaAction,
} from '../../domain/captcha';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { CaptchaVerifier } from './captcha-verifier';
import type { CaptchaRepository } from './captcha.repository';

export interface CaptchaServiceDeps {
  captcha: CaptchaRepository;
  verifier: CaptchaVerifier;
  // True only where emulator-only paths are open: the one place stand-in tokens exist.
  emulator: boolean;
  now: () => Date;
}

const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The security check: judges a token and keeps a passed check for the action it protects. */
export function captchaService({ captcha, verifier, emulator, now }: CaptchaServiceDeps) {
  async function passes(token: string, action: CaptchaAction) {
    if (token.startsWith(CAPTCHA_TEST_TOKEN_PREFIX)) {
      return emulator && captcha.redeemTestToken(token, action, now());
    }
    return isPassingAssessment(await verifier.assess(token, action), action);
  }

  return {
    async issueTestToken(action: CaptchaAction): Promise<string> {
      if (!emulator) throw AppError.notFound('notFound.emulatorRoute');
      const at = now();
      return captcha.createTestToken(action, at, after(at, CAPTCHA_TEST_TOKEN_TTL_MS));
    },

    /**
     * The verification id of a passed check, or null when the token fails. A signed-in
     * caller's failures are counted; a visitor has no identity to count against, and each
     * of their attempts still needs a token reCAPTCHA scores.
     */
    async verify(caller: Caller | null, token: string, action: CaptchaAction) {
      if (caller && isLockedOut(await captcha.failuresOf(caller.uid), now())) {
        // The window's length: at most that long until the count starts again.
        throw AppError.tooManyRequests('captcha.tooManyFailures', CAPTCHA_FAILURE_WINDOW_MS / 1000);
      }
      if (!(await passes(token, action))) {
        if (caller) await captcha.recordFailure(caller.uid, now());
        return null;
      }
      const at = now();
      return captcha.recordVerification(
        {
          action,
          expiresAt: after(at, CAPTCHA_VERIFICATION_TTL_MS),
          requestedBy: caller?.uid ?? null,
        },
        at,
      );
    },

    /** A guard for the transaction of the action the check protects; it spends the check. */
    spendGuard(verificationId: string, uid: string, action: CaptchaAction) {
      return captcha.spendVerification(verificationId, { uid, action, now: now() });
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
