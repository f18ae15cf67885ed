import type { CaptchaAction, CaptchaAssessment } from '../../domain/captcha';

/** Asks the security-check provider what it makes of a browser's token. */
export interface CaptchaVerifier {
  assess(token: string, expectedAction: CaptchaAction): Promise<CaptchaAssessment>;
}
