import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString, projectID } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';

import { createApp } from './api/app';
import { recaptchaEnterpriseVerifier } from './api/captcha/recaptcha-enterprise.verifier';

initializeApp();

// The reCAPTCHA Enterprise API key; set with `firebase functions:secrets:set`.
const RECAPTCHA_SECRET_KEY = defineSecret('RECAPTCHA_SECRET_KEY');
// The site key the browser uses; optional in the assessment, so it may stay empty.
const RECAPTCHA_SITE_KEY = defineString('RECAPTCHA_SITE_KEY', { default: '' });

export const api = onRequest(
  { region: 'us-central1', invoker: 'public', secrets: [RECAPTCHA_SECRET_KEY] },
  createApp({
    db: getFirestore(),
    auth: getAuth(),
    captchaVerifier: recaptchaEnterpriseVerifier(() => ({
      projectId: projectID.value(),
      apiKey: RECAPTCHA_SECRET_KEY.value(),
      siteKey: RECAPTCHA_SITE_KEY.value(),
    })),
    // Set by the Functions emulator itself; never true in a deployed function.
    emulator: process.env.FUNCTIONS_EMULATOR === 'true',
  }),
);
