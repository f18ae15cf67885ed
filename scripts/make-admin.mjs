// Grants the `admin` custom claim to the user with the given email (merged with their other
// claims) and sets accounts/{uid}.role = 'admin'.
//
//   npm run make-admin -- <email>                     a real project: application default
//                                                     credentials, --project or GCLOUD_PROJECT
//   npm run make-admin -- <email> --emulator          the local emulators (project demo-iltkd)
//
// With FIREBASE_AUTH_EMULATOR_HOST already set (inside `firebase emulators:exec`), the
// emulators are used without --emulator.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

// firebase-admin is a dependency of the functions workspace.
const require = createRequire(new URL('../functions/package.json', import.meta.url));
const { applicationDefault, initializeApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');
const { FieldValue, getFirestore } = require('firebase-admin/firestore');

const EMULATOR_PROJECT = 'demo-iltkd';
const EMULATOR_HOSTS = {
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
};

function usage(message) {
  console.error(`${message}\nUsage: npm run make-admin -- <email> [--emulator | --project <id>]`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { emulator: { type: 'boolean', default: false }, project: { type: 'string' } },
});
const [email] = positionals;
if (!email || positionals.length > 1 || !email.includes('@')) usage('Give one email address.');

if (values.emulator) {
  for (const [name, host] of Object.entries(EMULATOR_HOSTS)) process.env[name] ??= host;
}
const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
if (emulated && !process.env.FIRESTORE_EMULATOR_HOST) {
  usage('FIREBASE_AUTH_EMULATOR_HOST is set but FIRESTORE_EMULATOR_HOST is not.');
}
const projectId =
  values.project ??
  process.env.GCLOUD_PROJECT ??
  process.env.GOOGLE_CLOUD_PROJECT ??
  (emulated ? EMULATOR_PROJECT : undefined);
if (!projectId) usage('Say which project: --project <id> (or set GCLOUD_PROJECT).');

const app = initializeApp(
  emulated ? { projectId } : { projectId, credential: applicationDefault() },
);
const auth = getAuth(app);
const db = getFirestore(app);

try {
  const user = await auth.getUserByEmail(email);
  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, { ...otherClaims, admin: true });
  const account = db.doc(`accounts/${user.uid}`);
  // An account document is created by the sign-up itself; a partial one would block it.
  const hasAccount = (await account.get()).exists;
  if (hasAccount) {
    await account.update({ role: 'admin', updatedAt: FieldValue.serverTimestamp() });
  } else {
    console.warn(
      `${email} has no account record yet: run this again after they complete sign-up, ` +
        'so accounts/{uid}.role says admin too.',
    );
  }
  console.log(
    `${email} (${user.uid}) is now an administrator in ${projectId}${emulated ? ' (emulator)' : ''}. ` +
      'They must sign in again (or refresh their token) for the claim to apply.',
  );
  process.exit(0);
} catch (error) {
  const reason = error?.code === 'auth/user-not-found' ? `No user has the email ${email}.` : error;
  console.error('make-admin failed:', reason);
  process.exit(1);
}
