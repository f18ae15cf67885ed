import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { createVerifiedEmailUser, uniqueEmail } from './auth-emulator';
import { DEMO, SITE_URL } from './browser';

// Journeys that need many members in a given state write them straight into the emulators
// (as the seed does) instead of applying through the browser each time.

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : 'http://127.0.0.1:9099';
const PASSWORD = 'E2e-Member-2026!';

export function emulatorFirestore() {
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-iltkd' });
  return getFirestore(app);
}

/** An ID token of the demo administrator, for API calls a test makes as them. */
export async function adminIdToken(): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO.admin, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

/** Calls the API as the demo administrator; throws on an error status. */
export async function asAdmin(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${SITE_URL}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await adminIdToken()}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Creates a verified email user with the journeys' password; returns its uid. */
async function verifiedUserUid(email: string): Promise<string> {
  await createVerifiedEmailUser(email, PASSWORD);
  const user = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { localId } = (await user.json()) as { localId: string };
  return localId;
}

interface Profile {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
}

/** A complete account record for a verified user, as the account step leaves it. */
async function writeAccount(uid: string, email: string, profile: Profile, now: Date) {
  await emulatorFirestore()
    .doc(`accounts/${uid}`)
    .set({
      uid,
      email,
      authMethod: 'email',
      role: 'member',
      isActive: true,
      ...profile,
      address: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
}

/**
 * A Basic athlete membership of the account, 'approved' (awaiting its first payment) or
 * 'active' (paid, 300 days to run); `fields` overrides the person and their ranks.
 */
async function writeMembership(
  uid: string,
  state: 'approved' | 'active',
  fields: Profile & Record<string, unknown>,
  now: Date,
): Promise<string> {
  const membership = emulatorFirestore().collection('memberships').doc();
  const paid =
    state === 'active'
      ? {
          status: 'active',
          paymentStatus: 'paid',
          activatedAt: now,
          expiresAt: new Date(now.getTime() + 300 * 24 * 60 * 60 * 1000),
        }
      : { status: 'approved', paymentStatus: 'pending', activatedAt: null, expiresAt: null };
  await membership.set({
    id: membership.id,
    accountUid: uid,
    memberId: null,
    email: null,
    parentName: null,
    tShirtSize: 'AM',
    uniformSize: '4',
    useAccountAddress: true,
    address: null,
    competitionCategories: ['poomsae'],
    role: 'athlete',
    beltRank: 'blue',
    division: 'Senior',
    currentSchool: 'Evanston Martial Arts',
    clubId: null,
    membershipTier: 'basic',
    isSelfRegistration: true,
    relationshipToAthlete: null,
    agreements: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    ...fields,
    ...paid,
  });
  return membership.id;
}

export interface SeededMember {
  email: string;
  password: string;
  uid: string;
  membershipId: string;
}

/**
 * A verified user with a complete account and one membership in the given state: 'approved'
 * (awaiting its first payment) or 'active' (paid, a year to run).
 */
export async function seedMember(
  prefix: string,
  state: 'approved' | 'active',
): Promise<SeededMember> {
  const email = uniqueEmail(prefix);
  const uid = await verifiedUserUid(email);
  const now = new Date();
  const profile = {
    firstName: 'Jordan',
    lastName: `Tester${Math.floor(Math.random() * 1e6)}`,
    phone: '312-555-0199',
    dateOfBirth: '1995-05-05',
    gender: 'other',
  };
  await writeAccount(uid, email, profile, now);
  const membershipId = await writeMembership(uid, state, profile, now);
  return { email, password: PASSWORD, uid, membershipId };
}

export interface SeededHousehold {
  email: string;
  password: string;
  uid: string;
  children: { membershipId: string; firstName: string; lastName: string }[];
}

/**
 * A verified parent with a complete account and an active, paid membership for each child
 * given (first name, division, belt), all Basic and a year to run.
 */
export async function seedHousehold(
  prefix: string,
  children: { firstName: string; division: string; beltRank: string; dateOfBirth: string }[],
): Promise<SeededHousehold> {
  const email = uniqueEmail(prefix);
  const uid = await verifiedUserUid(email);
  const now = new Date();
  const lastName = `Family${Math.floor(Math.random() * 1e6)}`;
  const phone = '312-555-0142';
  await writeAccount(
    uid,
    email,
    { firstName: 'Elena', lastName, phone, dateOfBirth: '1984-03-09', gender: 'female' },
    now,
  );
  const seeded: SeededHousehold['children'] = [];
  for (const { firstName, dateOfBirth, division, beltRank } of children) {
    const membershipId = await writeMembership(
      uid,
      'active',
      {
        firstName,
        lastName,
        phone,
        dateOfBirth,
        gender: 'other',
        division,
        beltRank,
        parentName: `Elena ${lastName}`,
        tShirtSize: 'YM',
        uniformSize: '2',
        isSelfRegistration: false,
        relationshipToAthlete: 'parent',
      },
      now,
    );
    seeded.push({ membershipId, firstName, lastName });
  }
  return { email, password: PASSWORD, uid, children: seeded };
}
