import { SecurityCheckFailure } from './security-check-failure';

interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: { enterprise?: RecaptchaEnterprise } };

let pending: Promise<RecaptchaEnterprise> | null = null;

const whenReady = (enterprise: RecaptchaEnterprise) =>
  new Promise<RecaptchaEnterprise>((resolve) => enterprise.ready(() => resolve(enterprise)));

/** Adds Google's reCAPTCHA Enterprise script the first time a check is asked for. */
function loadRecaptchaEnterprise(siteKey: string): Promise<RecaptchaEnterprise> {
  const loaded = (window as RecaptchaWindow).grecaptcha?.enterprise;
  if (loaded) return whenReady(loaded);
  // A failed load is forgotten, so that 'Try again' adds the script afresh.
  pending ??= new Promise<RecaptchaEnterprise>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const enterprise = (window as RecaptchaWindow).grecaptcha?.enterprise;
      if (enterprise) resolve(whenReady(enterprise));
      else reject(new SecurityCheckFailure('securityCheck.notReady'));
    };
    script.onerror = () => {
      script.remove();
      reject(new SecurityCheckFailure('securityCheck.notReady'));
    };
    document.head.appendChild(script);
  }).finally(() => {
    pending = null;
  });
  return pending;
}

/** A reCAPTCHA Enterprise token for this action. */
export async function executeRecaptcha(siteKey: string, action: string): Promise<string> {
  const enterprise = await loadRecaptchaEnterprise(siteKey);
  try {
    return await enterprise.execute(siteKey, { action });
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    throw reason
      ? new SecurityCheckFailure('securityCheck.verificationFailedWith', { reason })
      : new SecurityCheckFailure('securityCheck.verificationFailed');
  }
}
