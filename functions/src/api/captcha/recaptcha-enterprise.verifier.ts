import type { CaptchaAction, CaptchaAssessment } from '../../domain/captcha';

import type { CaptchaVerifier } from './captcha-verifier';

export interface RecaptchaEnterpriseConfig {
  projectId: string;
  // The API key held as the RECAPTCHA_SECRET_KEY secret.
  apiKey: string;
  siteKey: string;
}

interface AssessmentResponse {
  tokenProperties?: { valid?: unknown; action?: unknown };
  riskAnalysis?: { score?: unknown };
}

const ENDPOINT = 'https://recaptchaenterprise.googleapis.com/v1';

/**
 * reCAPTCHA Enterprise's assessment REST API. The configuration is read per call because
 * Functions secrets are only available while a request runs.
 */
export function recaptchaEnterpriseVerifier(
  config: () => RecaptchaEnterpriseConfig,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    async assess(token: string, expectedAction: CaptchaAction): Promise<CaptchaAssessment> {
      const { projectId, apiKey, siteKey } = config();
      if (!projectId || !apiKey) throw new Error('reCAPTCHA Enterprise is not configured.');
      const url = `${ENDPOINT}/projects/${encodeURIComponent(projectId)}/assessments?key=${encodeURIComponent(apiKey)}`;
      const event = siteKey ? { token, expectedAction, siteKey } : { token, expectedAction };
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event }),
      });
      if (!response.ok) {
        throw new Error(`reCAPTCHA Enterprise answered HTTP ${response.status}.`);
      }
      const body = (await response.json()) as AssessmentResponse;
      const score = body.riskAnalysis?.score;
      const action = body.tokenProperties?.action;
      return {
        valid: body.tokenProperties?.valid === true,
        action: typeof action === 'string' ? action : null,
        score: typeof score === 'number' ? score : null,
      };
    },
  };
}
