import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';

import { createApp } from './api/app';

initializeApp();

export const api = onRequest(
  { region: 'us-central1', invoker: 'public' },
  createApp({ db: getFirestore(), auth: getAuth() }),
);
