import type { RequestListener } from 'node:http';

import type { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';

import type { IntentSnapshot, PaymentKind } from '../payments/payment-gateway';

const created = new Date('2026-02-01T15:00:00Z');

/** memberships/{id} as the onboarding API writes it, approved and waiting for payment. */
export function approvedMembership(accountUid: string, fields: Record<string, unknown> = {}) {
  return {
    accountUid,
    memberId: null,
    status: 'approved',
    paymentStatus: 'pending',
    firstName: 'Aisha',
    lastName: 'Khan',
    email: null,
    phone: '847-555-0133',
    dateOfBirth: '1998-12-01',
    parentName: null,
    address: null,
    role: 'athlete',
    beltRank: 'blue',
    division: 'Senior',
    clubId: null,
    currentSchool: 'Evanston Martial Arts',
    membershipTier: 'basic',
    activatedAt: null,
    expiresAt: null,
    createdAt: created,
    updatedAt: created,
    deletedAt: null,
    ...fields,
  };
}

/** clubs/{id} approved by an administrator and waiting for the $297 fee. */
export function approvedClub(ownerUid: string, fields: Record<string, unknown> = {}) {
  return {
    ownerUid,
    memberId: null,
    defaultCoachMemberId: null,
    status: 'approved',
    paymentStatus: 'pending',
    clubInfo: {
      clubName: 'Prairie State Taekwondo',
      clubOwnerName: 'Rosa Diaz',
      clubAddress: '1 Main St, Springfield, IL 62701',
      clubEmail: 'owner@prairie.example',
      clubPhone: '217-555-0100',
      clubLogo: null,
    },
    createdAt: created,
    updatedAt: created,
    deletedAt: null,
    ...fields,
  };
}

/** An intent as Stripe would describe it in an event, paying for one record. */
export function intentFor(
  kind: PaymentKind,
  targetId: string,
  accountUid: string,
  fields: Partial<IntentSnapshot> = {},
): IntentSnapshot {
  return {
    id: `pi_${kind}_${targetId}`,
    status: 'succeeded',
    amount: kind === 'club' ? 29700 : 16700,
    currency: 'usd',
    metadata: { kind, targetId, accountUid },
    clientSecret: null,
    failureReason: null,
    failureCode: null,
    ...fields,
  };
}

export async function seed(db: Firestore, path: string, data: Record<string, unknown>) {
  await db.doc(path).set(data);
}

/** Posts a signed Stripe event to the API's webhook route, as Stripe does. */
export function deliverWebhook(
  app: RequestListener,
  { payload, signature }: { payload: string; signature: string },
) {
  return request(app)
    .post('/api/v1/payments/webhook')
    .set({ 'content-type': 'application/json', 'stripe-signature': signature })
    .send(payload);
}
