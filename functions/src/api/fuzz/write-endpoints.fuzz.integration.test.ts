import { createServer, type Server } from 'node:http';

import fc from 'fast-check';
import request from 'supertest';
import type { AnySchema } from 'yup';

import { isApiErrorCode } from '../../domain/api-errors';
import { accountProfileSchema, adminAccountUpdateSchema } from '../../domain/schemas/account';
import { adminMembershipUpdateSchema, clubUpdateSchema } from '../../domain/schemas/admin';
import {
  announcementAudienceInputSchema,
  announcementInputSchema,
  mailPreferencesInputSchema,
} from '../../domain/schemas/announcement';
import { athleteMembershipSchema } from '../../domain/schemas/athlete-membership';
import { captchaTestTokenSchema } from '../../domain/schemas/captcha';
import { certificationInputSchema } from '../../domain/schemas/certification';
import { clubInvitationSchema, validateInviteSchema } from '../../domain/schemas/club-invitation';
import { clubMembershipSchema } from '../../domain/schemas/club-membership';
import { eventInputSchema } from '../../domain/schemas/event';
import { ownerMembershipUpdateSchema } from '../../domain/schemas/membership-update';
import { seedAccount, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { firestoreSnapshot, snapshotChanges } from '../../test-support/firestore-snapshot';
import {
  MARKUP,
  VALID_LOGO,
  deliveredBody,
  nastyPayloads,
  nastyText,
  oddButWellFormedPayloads,
  type Payload,
} from '../../test-support/nasty-input';
import { startStripeDouble, type StripeDouble } from '../../test-support/stripe-double';
import { testApp } from '../../test-support/test-app';
import { assertStorableLogo } from '../club-memberships/club-logo';

// About 2,800 requests, each verifying an ID token against the shared Auth emulator: some
// 25 s on an idle machine of two cores, up to 160 s beside the other streams of npm test.
jest.setTimeout(300_000);

const { db, clear } = isolatedFirestore('demo-iltkd-fuzz');

/**
 * Collections a refused call may still write, left out of the before-and-after comparison:
 * rateLimits counts calls to the limited endpoints before their bodies are read (a flood
 * of bad bodies is what the limit is for), and captchaFailures counts a signed-in caller's
 * failed security checks, which is what refusing one means.
 */
const CHANGED_BY_REFUSALS = ['rateLimits', 'captchaFailures'] as const;

const LIVE_CODE = 'FUZZLIVEINVITE000000000001';
const USED_CODE = 'FUZZUSEDINVITE000000000001';
const OTHER_UID = 'fuzz-other-account';
const TRASHED_UID = 'fuzz-trashed-account';
const trashedAt = new Date('2026-03-01T12:00:00Z');

let server: Server;
let stripe: StripeDouble;
let member: TestUser;
let unverified: TestUser;
let noAccount: TestUser;
let admin: TestUser;
let owner: TestUser;
const ids = {
  editable: '',
  inReview: '',
  paid: '',
  othersApproved: '',
  trashedMembership: '',
  clubMember: '',
  ownersClub: '',
  ownersNewClub: '',
  othersClub: '',
  trashedClub: '',
  event: '',
  cancelledEvent: '',
  announcement: '',
  sentAnnouncement: '',
};
let before: Map<string, string>;
const sent = new Map<string, number>();

interface FuzzRequest {
  endpoint: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  caller: TestUser | null;
  payload: Payload;
  headers: Record<string, string>;
}

interface FuzzedEndpoint {
  endpoint: string;
  runs: number;
  requests: fc.Arbitrary<FuzzRequest>;
}

/** Calls as the endpoints' real callers would: by whom, where, with what. */
function calls(
  endpoint: string,
  options: {
    callers: (TestUser | null)[];
    // The id or code in the path, when the route has one.
    pathIds?: fc.Arbitrary<string>;
    payloads: fc.Arbitrary<Payload>;
    headers?: fc.Arbitrary<Record<string, string>>;
  },
): fc.Arbitrary<FuzzRequest> {
  const [verb = '', route = ''] = endpoint.split(' ');
  const method = verb.toLowerCase() as FuzzRequest['method'];
  return fc
    .record({
      // No token is refused first, whatever the body: signed-in callers get most bodies.
      caller: fc.oneof(
        ...options.callers.map((caller) => ({
          arbitrary: fc.constant(caller),
          weight: caller ? 4 : 1,
        })),
      ),
      path: options.pathIds?.map((id) => route.replace(/:\w+/, id)) ?? fc.constant(route),
      payload: options.payloads,
      headers: options.headers ?? fc.constant({}),
    })
    .map((call) => {
      const fuzzed: FuzzRequest = { endpoint, method, ...call };
      // fast-check prints a failing request; bodies may run to 500 KB.
      Object.defineProperty(fuzzed, fc.toStringMethod, {
        value: () =>
          `${method.toUpperCase()} ${call.path} as ${call.caller?.email ?? 'no one'} ` +
          `${JSON.stringify(call.headers)} ${call.payload.contentType} ` +
          `${JSON.stringify(call.payload.text.slice(0, 400))}`,
      });
      return fuzzed;
    });
}

/** Bad bodies, less those that would be a legitimate success for this caller and target. */
function refusable(base: unknown, couldSucceed?: (body: unknown) => boolean) {
  const payloads = nastyPayloads(base);
  if (!couldSucceed) return payloads;
  return payloads.filter((payload) => {
    const body = deliveredBody(payload);
    return body === undefined || !couldSucceed(body);
  });
}

/** The body as the schema casts it, or null when the schema refuses it. */
function castBy(schema: AnySchema, body: unknown): Record<string, unknown> | null {
  try {
    return schema.validateSync(body, { abortEarly: true });
  } catch {
    return null;
  }
}

const accepts = (schema: AnySchema) => (body: unknown) => castBy(schema, body) !== null;

function storable(logo: unknown) {
  try {
    assertStorableLogo(logo as string | null | undefined);
    return true;
  } catch {
    return false;
  }
}

/** Path ids that name nothing seeded: unknown, malformed, or badly percent-encoded. */
const unknownIds = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  nastyText.map((text) =>
    [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  ),
  fc.constantFrom('%ff', '%', '%E0%A4%A', '%2e%2e', 'a%2Fb', '%00'),
);

/** Ids for a path: the given seeded ones, and with `unknown` also from unknownIds. */
function targets(seeded: string[], unknown = true) {
  return unknown ? fc.oneof(fc.constantFrom(...seeded), unknownIds) : fc.constantFrom(...seeded);
}

// Well-formed bodies of each endpoint, the starting points of the mutations.
const address = {
  street_number_and_name: '1 Main St',
  apt_suite_unit_number: 'Apt 2',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  country: 'United States',
};
const profile = {
  first_name: 'Ana',
  last_name: 'Lopez',
  phone: '312-555-0100',
  date_of_birth: '1990-05-17',
  gender: 'female',
  address,
};
const personalInfo = {
  first_name: 'Mia',
  last_name: 'Santos',
  phone: '312-555-0111',
  date_of_birth: '2012-04-02',
  gender: 'female',
  t_shirt_size: 'YM',
  uniform_size: '2',
  parent_name: 'Ana Santos',
  use_account_address: false,
  address,
};
const selfApplication = {
  personal_info: { ...personalInfo, date_of_birth: '1990-05-17', use_account_address: true },
  taekwondo_background: {
    role: 'athlete',
    belt_rank: 'red',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: ['poomsae', 'kyorugi'],
  },
  agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
  membership_tier: 'champion',
  is_self_registration: true,
};
const childApplication = {
  ...selfApplication,
  personal_info: personalInfo,
  is_self_registration: false,
  relationship_to_athlete: { relationship: 'other', relationship_other: 'Aunt' },
  club_info: { club_name: 'Lakeshore Taekwondo', club_email: 'info@lakeshore.example' },
};
const ownerUpdate = {
  personal_info: personalInfo,
  taekwondo_background: { competition_categories: ['poomsae'] },
  email: 'mia@example.test',
};
const adminUpdate = {
  personal_info: personalInfo,
  taekwondo_background: {
    role: 'coach',
    belt_rank: '1st_dan_black_belt',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: ['kyorugi'],
  },
  membership_tier: 'basic',
  email: 'mia@example.test',
  status: 'approved',
};
const clubInfo = {
  club_name: 'Prairie State Taekwondo',
  club_owner_name: 'Grace Park',
  club_address: '1 Main St, Springfield, IL 62701',
  club_email: 'owner@prairie.example',
  club_phone: '217-555-0100',
  club_logo: VALID_LOGO,
};
const registration = {
  invite_code: LIVE_CODE,
  email: 'grace@example.test',
  club_info: clubInfo,
  owner_info: {
    first_name: 'Grace',
    last_name: 'Park',
    phone: '217-555-0101',
    date_of_birth: '1980-03-04',
    gender: 'female',
    belt_rank: '4th_dan_black_belt',
    t_shirt_size: 'AM',
    uniform_size: '4',
  },
  membership_tier: 'club',
  status: 'application_received',
  payment_status: 'pending',
};
const calendarEvent = {
  title: 'Kyorugi Rules Seminar',
  title_es: 'Seminario de reglas de kyorugi',
  description: 'The new scoring rules.',
  description_es: 'Las nuevas reglas de puntuación.',
  date: '2027-01-23',
  start_time: '09:00',
  end_time: '12:00',
  location: 'Illinois State University, Normal, IL',
  type: 'seminar',
  details_link: '/upcoming-events',
  image: VALID_LOGO,
  entry: {
    registration_open: true,
    closes_at: '2027-01-20T23:59:00-06:00',
    capacity: 40,
    fees: { champion: 0, basic: 3000, non_member: null },
    requires_active_membership: true,
    roles: ['athlete'],
    divisions: ['Cadet'],
    minimum_belt: 'blue',
    refund_before_close: true,
  },
};
const stripeEvent = {
  id: 'evt_fuzz',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: 'pi_fuzz',
      object: 'payment_intent',
      amount: 16700,
      currency: 'usd',
      status: 'succeeded',
      metadata: { kind: 'membership', targetId: 'm-1', accountUid: 'someone' },
    },
  },
};

const securityCheckHeaders = fc.oneof(
  fc.constant({}),
  fc
    .oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
      fc.constantFrom(...MARKUP, '../captchaVerifications/x', '__name__'),
    )
    .map((value) => ({ 'x-security-check': value })),
);

/** The write endpoints, each with its callers, targets and bodies, and how many to send. */
function endpoints(): FuzzedEndpoint[] {
  const membershipPayments = (base: (id: string) => object) =>
    fc
      .constantFrom(ids.editable, ids.paid, ids.othersApproved, ids.trashedMembership)
      .chain((id) => refusable(base(id)));
  const clubPayments = (base: (id: string) => object) =>
    fc
      .constantFrom(ids.ownersClub, ids.ownersNewClub, ids.othersClub, ids.trashedClub)
      .chain((id) => refusable(base(id)));
  const profileOrAdminEdit = (body: unknown) =>
    typeof body === 'object' && body !== null && 'role' in body
      ? accepts(adminAccountUpdateSchema)(body)
      : accepts(accountProfileSchema)(body);
  const clubUpdateCouldPass = (body: unknown) => {
    const update = castBy(clubUpdateSchema, body);
    const info = update?.club_info as { club_logo?: unknown } | undefined;
    return update !== null && storable(info?.club_logo);
  };
  const registrationCouldPass = (body: unknown) => {
    const input = castBy(clubMembershipSchema, body);
    const info = input?.club_info as { club_logo?: unknown } | undefined;
    return input !== null && input.invite_code === LIVE_CODE && storable(info?.club_logo);
  };
  const eventCouldPass = (body: unknown) => {
    const input = castBy(eventInputSchema, body);
    return input !== null && storable(input.image);
  };
  const completionCouldPass = (body: unknown) => {
    // The member's account lacks only an address: without one it stays incomplete (422).
    const input = castBy(accountProfileSchema.partial(), body);
    return input !== null && input.address !== undefined;
  };
  const adminEdit = { ...profile, email: 'other@example.test', role: 'member' };
  const accountCreation = (user: TestUser) => ({
    ...profile,
    email: user.email,
    auth_method: 'email',
    firebase_user_id: user.uid,
    role: 'member',
  });

  const announcementAudience = {
    scope: 'association',
    kind: 'events',
    audience: { statuses: ['active'], tiers: ['champion'], club_id: null },
  };
  const announcement = {
    ...announcementAudience,
    subject_en: 'Entries open Monday',
    body_en: 'Entries for the state championship open Monday.',
    subject_es: 'Inscripciones abiertas el lunes',
    body_es: 'Las inscripciones abren el lunes.',
  };
  const certification = {
    kind: 'safesport',
    document_reference: 'SS-2026-0042',
    issued_on: '2026-01-10',
    expires_on: '2027-01-10',
  };
  const mailPreferences = { association_news: false, events: true, club_messages: true };

  return [
    {
      endpoint: 'POST /announcements',
      runs: 120,
      requests: fc.oneof(
        calls('POST /announcements', {
          callers: [admin, owner],
          payloads: refusable(announcement, accepts(announcementInputSchema)),
        }),
        // Members and visitors are refused whatever the body.
        calls('POST /announcements', {
          callers: [member, null],
          payloads: refusable(announcement),
        }),
      ),
    },
    {
      endpoint: 'PATCH /announcements/:id',
      runs: 120,
      requests: fc.oneof(
        calls('PATCH /announcements/:id', {
          callers: [admin],
          pathIds: targets([ids.announcement], false),
          payloads: refusable(announcement, accepts(announcementInputSchema)),
        }),
        // A sent one cannot change (409); unknown ones are 404; others are refused.
        calls('PATCH /announcements/:id', {
          callers: [admin, owner, member, null],
          pathIds: targets([ids.sentAnnouncement]),
          payloads: refusable(announcement),
        }),
        calls('PATCH /announcements/:id', {
          callers: [owner, member, null],
          pathIds: targets([ids.announcement], false),
          payloads: refusable(announcement),
        }),
      ),
    },
    {
      endpoint: 'POST /announcements/audience',
      runs: 80,
      requests: fc.oneof(
        calls('POST /announcements/audience', {
          callers: [admin, owner],
          payloads: refusable(announcementAudience, accepts(announcementAudienceInputSchema)),
        }),
        calls('POST /announcements/audience', {
          callers: [member, null],
          payloads: refusable(announcementAudience),
        }),
      ),
    },
    {
      endpoint: 'POST /memberships/:id/certifications',
      runs: 100,
      requests: fc.oneof(
        calls('POST /memberships/:id/certifications', {
          callers: [admin],
          pathIds: targets([ids.othersApproved], false),
          payloads: refusable(certification, accepts(certificationInputSchema)),
        }),
        // Only administrators record certifications, whatever the body.
        calls('POST /memberships/:id/certifications', {
          callers: [member, null],
          pathIds: targets([ids.editable]),
          payloads: refusable(certification),
        }),
      ),
    },
    {
      endpoint: 'PUT /mail-preferences/me',
      runs: 60,
      requests: fc.oneof(
        calls('PUT /mail-preferences/me', {
          callers: [member],
          payloads: refusable(mailPreferences, accepts(mailPreferencesInputSchema)),
        }),
        calls('PUT /mail-preferences/me', {
          callers: [null],
          payloads: refusable(mailPreferences),
        }),
      ),
    },
    {
      endpoint: 'POST /captcha',
      runs: 100,
      requests: calls('POST /captcha', {
        callers: [null, member],
        payloads: refusable({
          token: `emulator-test-${'A'.repeat(43)}`,
          recaptcha_action: 'registration',
        }),
      }),
    },
    {
      endpoint: 'POST /captcha/test-token',
      runs: 50,
      requests: calls('POST /captcha/test-token', {
        callers: [null],
        payloads: refusable({ recaptcha_action: 'login' }, accepts(captchaTestTokenSchema)),
      }),
    },
    {
      endpoint: 'POST /club-memberships/validate-invite',
      runs: 100,
      requests: calls('POST /club-memberships/validate-invite', {
        callers: [null, member],
        // A well-formed code is answered (valid or not) without a security check.
        payloads: refusable({ invite_code: LIVE_CODE }, accepts(validateInviteSchema)),
        headers: securityCheckHeaders,
      }),
    },
    {
      endpoint: 'POST /accounts',
      runs: 120,
      requests: fc.oneof(
        calls('POST /accounts', {
          callers: [member],
          payloads: refusable(accountCreation(member)),
          headers: securityCheckHeaders,
        }),
        calls('POST /accounts', { callers: [null], payloads: refusable(accountCreation(member)) }),
      ),
    },
    {
      endpoint: 'PUT /accounts/:id',
      runs: 200,
      requests: fc.oneof(
        calls('PUT /accounts/:id', {
          callers: [member],
          pathIds: targets([member.uid], false),
          payloads: refusable(profile, accepts(accountProfileSchema)),
        }),
        calls('PUT /accounts/:id', {
          callers: [member, null],
          pathIds: targets([admin.uid, OTHER_UID]),
          payloads: fc.oneof(refusable(profile), refusable(adminEdit)),
        }),
        calls('PUT /accounts/:id', {
          callers: [admin],
          pathIds: targets([OTHER_UID], false),
          payloads: refusable(adminEdit, profileOrAdminEdit),
        }),
        calls('PUT /accounts/:id', {
          callers: [admin],
          pathIds: targets([TRASHED_UID]),
          payloads: fc.oneof(refusable(adminEdit), refusable(profile)),
        }),
      ),
    },
    {
      endpoint: 'PUT /accounts/:id/complete',
      runs: 120,
      requests: fc.oneof(
        calls('PUT /accounts/:id/complete', {
          callers: [member],
          pathIds: targets([member.uid], false),
          payloads: refusable(profile, completionCouldPass),
        }),
        calls('PUT /accounts/:id/complete', {
          callers: [member, null],
          pathIds: targets([OTHER_UID, TRASHED_UID]),
          payloads: refusable(profile),
        }),
      ),
    },
    {
      endpoint: 'POST /accounts/user/:id/login',
      runs: 40,
      requests: calls('POST /accounts/user/:id/login', {
        callers: [member, null],
        pathIds: targets([admin.uid, OTHER_UID]),
        payloads: refusable({}),
      }),
    },
    {
      endpoint: 'DELETE /accounts/:id/soft',
      runs: 50,
      requests: fc.oneof(
        calls('DELETE /accounts/:id/soft', {
          callers: [admin],
          pathIds: targets([admin.uid, TRASHED_UID]),
          payloads: refusable({}),
        }),
        calls('DELETE /accounts/:id/soft', {
          callers: [member, null],
          pathIds: targets([OTHER_UID, member.uid]),
          payloads: refusable({}),
        }),
      ),
    },
    {
      endpoint: 'POST /accounts/:id/restore',
      runs: 40,
      requests: fc.oneof(
        calls('POST /accounts/:id/restore', {
          callers: [admin],
          pathIds: targets([OTHER_UID, admin.uid]),
          payloads: refusable({}),
        }),
        calls('POST /accounts/:id/restore', {
          callers: [member, null],
          pathIds: targets([TRASHED_UID]),
          payloads: refusable({}),
        }),
      ),
    },
    {
      endpoint: 'POST /memberships',
      runs: 250,
      requests: fc.oneof(
        calls('POST /memberships', {
          callers: [member],
          payloads: fc.oneof(
            refusable(selfApplication, accepts(athleteMembershipSchema)),
            refusable(childApplication, accepts(athleteMembershipSchema)),
          ),
        }),
        // An unverified email is refused (403) and an account missing (400), body or not.
        calls('POST /memberships', {
          callers: [unverified, noAccount, null],
          payloads: fc.oneof(refusable(selfApplication), refusable(childApplication)),
        }),
      ),
    },
    {
      endpoint: 'PUT /memberships/:id',
      runs: 150,
      requests: fc.oneof(
        calls('PUT /memberships/:id', {
          callers: [member],
          pathIds: targets([ids.editable], false),
          payloads: refusable(ownerUpdate, accepts(ownerMembershipUpdateSchema)),
        }),
        // In review the owner waits (403); others' memberships are not theirs (403).
        calls('PUT /memberships/:id', {
          callers: [member, null],
          pathIds: targets([ids.inReview, ids.othersApproved, ids.trashedMembership]),
          payloads: refusable(ownerUpdate),
        }),
      ),
    },
    {
      endpoint: 'PUT /memberships/:id/admin',
      runs: 150,
      requests: fc.oneof(
        calls('PUT /memberships/:id/admin', {
          callers: [admin],
          pathIds: targets([ids.othersApproved], false),
          payloads: refusable(adminUpdate, accepts(adminMembershipUpdateSchema)),
        }),
        calls('PUT /memberships/:id/admin', {
          callers: [admin],
          pathIds: targets([ids.trashedMembership]),
          payloads: refusable(adminUpdate),
        }),
        calls('PUT /memberships/:id/admin', {
          callers: [member, null],
          pathIds: targets([ids.editable]),
          payloads: refusable(adminUpdate),
        }),
      ),
    },
    ...[
      'POST /memberships/:id/activate',
      'POST /memberships/:id/suspend',
      'POST /memberships/:id/cancel',
      'DELETE /memberships/:id/soft',
    ].map((endpoint) => ({
      endpoint,
      runs: 30,
      requests: fc.oneof(
        // A trashed membership is out of reach of every status change but restore.
        calls(endpoint, {
          callers: [admin],
          pathIds: targets([ids.trashedMembership]),
          payloads: refusable({ reason: 'A fuzzed reason' }),
        }),
        calls(endpoint, {
          callers: [member, null],
          pathIds: targets([ids.editable, ids.othersApproved]),
          payloads: refusable({ reason: 'A fuzzed reason' }),
        }),
      ),
    })),
    {
      endpoint: 'POST /memberships/:id/restore',
      runs: 30,
      requests: fc.oneof(
        calls('POST /memberships/:id/restore', {
          callers: [admin],
          pathIds: targets([ids.othersApproved]),
          payloads: refusable({}),
        }),
        calls('POST /memberships/:id/restore', {
          callers: [member, null],
          pathIds: targets([ids.trashedMembership]),
          payloads: refusable({}),
        }),
      ),
    },
    {
      endpoint: 'POST /club-memberships',
      runs: 200,
      requests: fc.oneof(
        calls('POST /club-memberships', {
          callers: [member],
          payloads: refusable(registration, registrationCouldPass),
        }),
        // Without an account nobody registers a club (400), whatever the body.
        calls('POST /club-memberships', {
          callers: [noAccount, null],
          payloads: refusable(registration),
        }),
      ),
    },
    {
      endpoint: 'PUT /club-memberships/:id',
      runs: 200,
      requests: fc.oneof(
        calls('PUT /club-memberships/:id', {
          callers: [admin],
          pathIds: targets([ids.othersClub], false),
          payloads: refusable({ club_info: clubInfo, status: 'active' }, clubUpdateCouldPass),
        }),
        calls('PUT /club-memberships/:id', {
          callers: [owner],
          pathIds: targets([ids.ownersClub], false),
          payloads: refusable({ club_info: clubInfo }, clubUpdateCouldPass),
        }),
        // Not yet approved (owner, 403), not theirs (member, 403), trashed (admin, 404).
        calls('PUT /club-memberships/:id', {
          callers: [owner],
          pathIds: targets([ids.ownersNewClub], false),
          payloads: refusable({ club_info: clubInfo }),
        }),
        calls('PUT /club-memberships/:id', {
          callers: [member, null],
          pathIds: targets([ids.othersClub, ids.ownersClub]),
          payloads: refusable({ club_info: clubInfo, status: 'active' }),
        }),
        calls('PUT /club-memberships/:id', {
          callers: [admin],
          pathIds: targets([ids.trashedClub]),
          payloads: refusable({ club_info: clubInfo, status: 'active' }),
        }),
      ),
    },
    {
      endpoint: 'DELETE /club-memberships/:id/soft',
      runs: 40,
      requests: fc.oneof(
        calls('DELETE /club-memberships/:id/soft', {
          callers: [admin],
          pathIds: targets([ids.trashedClub]),
          payloads: refusable({}),
        }),
        calls('DELETE /club-memberships/:id/soft', {
          callers: [member, owner, null],
          pathIds: targets([ids.othersClub, ids.ownersClub]),
          payloads: refusable({}),
        }),
      ),
    },
    ...[
      'POST /club-memberships/:id/activate',
      'POST /club-memberships/:id/suspend',
      'POST /club-memberships/:id/cancel',
    ].map((endpoint) => ({
      endpoint,
      runs: 30,
      requests: fc.oneof(
        // A trashed club is out of reach of every status change but restore.
        calls(endpoint, {
          callers: [admin],
          pathIds: targets([ids.trashedClub]),
          payloads: refusable({ reason: 'A fuzzed reason' }),
        }),
        calls(endpoint, {
          callers: [member, owner, null],
          pathIds: targets([ids.othersClub, ids.ownersClub]),
          payloads: refusable({ reason: 'A fuzzed reason' }),
        }),
      ),
    })),
    {
      endpoint: 'POST /club-memberships/:id/restore',
      runs: 30,
      requests: fc.oneof(
        calls('POST /club-memberships/:id/restore', {
          callers: [admin],
          pathIds: targets([ids.othersClub]),
          payloads: refusable({}),
        }),
        calls('POST /club-memberships/:id/restore', {
          callers: [member, null],
          pathIds: targets([ids.trashedClub]),
          payloads: refusable({}),
        }),
      ),
    },
    {
      endpoint: 'POST /club-memberships/invitations',
      runs: 120,
      requests: fc.oneof(
        calls('POST /club-memberships/invitations', {
          callers: [admin],
          payloads: refusable(
            { club_name: 'Fox Valley Taekwondo', club_email: 'fox@example.test' },
            accepts(clubInvitationSchema),
          ),
        }),
        calls('POST /club-memberships/invitations', {
          callers: [member, null],
          payloads: refusable({
            club_name: 'Fox Valley Taekwondo',
            club_email: 'fox@example.test',
          }),
        }),
      ),
    },
    {
      endpoint: 'POST /club-memberships/invitations/:code/revoke',
      runs: 40,
      requests: fc.oneof(
        // A used invitation cannot be revoked (409); an unknown one is not found (404).
        calls('POST /club-memberships/invitations/:code/revoke', {
          callers: [admin],
          pathIds: targets([USED_CODE]),
          payloads: refusable({}),
        }),
        calls('POST /club-memberships/invitations/:code/revoke', {
          callers: [member, null],
          pathIds: targets([LIVE_CODE]),
          payloads: refusable({}),
        }),
      ),
    },
    {
      endpoint: 'PUT /club-owner/members/:id',
      runs: 120,
      requests: fc.oneof(
        calls('PUT /club-owner/members/:id', {
          callers: [owner],
          pathIds: targets([ids.clubMember], false),
          payloads: refusable(ownerUpdate, accepts(ownerMembershipUpdateSchema)),
        }),
        // Not of the owner's club (404); a member without an active club (404).
        calls('PUT /club-owner/members/:id', {
          callers: [owner, member, null],
          pathIds: targets([ids.othersApproved, ids.trashedMembership]),
          payloads: refusable(ownerUpdate),
        }),
      ),
    },
    // No target is payable: an intent is never created, whatever the body.
    {
      endpoint: 'POST /payments/create-payment-intent',
      runs: 60,
      requests: calls('POST /payments/create-payment-intent', {
        callers: [member, null],
        payloads: membershipPayments((id) => ({ membership_id: id })),
      }),
    },
    {
      endpoint: 'POST /payments/confirm-payment',
      runs: 60,
      requests: calls('POST /payments/confirm-payment', {
        callers: [member, null],
        payloads: membershipPayments((id) => ({
          membership_id: id,
          payment_intent_id: 'pi_fuzz_unknown',
        })),
      }),
    },
    {
      endpoint: 'POST /payments/club/create-payment-intent',
      runs: 50,
      requests: calls('POST /payments/club/create-payment-intent', {
        callers: [owner, null],
        payloads: clubPayments((id) => ({ club_membership_id: id })),
      }),
    },
    {
      endpoint: 'POST /payments/club/confirm-payment',
      runs: 50,
      requests: calls('POST /payments/club/confirm-payment', {
        callers: [owner, null],
        payloads: clubPayments((id) => ({
          club_membership_id: id,
          payment_intent_id: 'pi_fuzz_unknown',
        })),
      }),
    },
    {
      endpoint: 'POST /payments/household/create-payment-intent',
      runs: 50,
      requests: calls('POST /payments/household/create-payment-intent', {
        callers: [member, null],
        payloads: fc
          .subarray([ids.editable, ids.paid, ids.othersApproved, ids.trashedMembership])
          .chain((list) => refusable({ membership_ids: list })),
      }),
    },
    {
      endpoint: 'POST /payments/household/confirm-payment',
      runs: 40,
      requests: calls('POST /payments/household/confirm-payment', {
        callers: [member, null],
        payloads: refusable({ payment_intent_id: 'pi_fuzz_unknown' }),
      }),
    },
    {
      endpoint: 'POST /payments/test-checkout',
      runs: 50,
      requests: calls('POST /payments/test-checkout', {
        callers: [member, null],
        payloads: refusable({
          payment_intent_id: 'pi_fuzz_unknown',
          card_number: '4242 4242 4242 4242',
        }),
      }),
    },
    {
      endpoint: 'POST /events',
      runs: 150,
      requests: fc.oneof(
        calls('POST /events', {
          callers: [admin],
          payloads: refusable(calendarEvent, eventCouldPass),
        }),
        // Members and visitors are refused whatever the body.
        calls('POST /events', { callers: [member, null], payloads: refusable(calendarEvent) }),
      ),
    },
    {
      endpoint: 'PUT /events/:id',
      runs: 150,
      requests: fc.oneof(
        calls('PUT /events/:id', {
          callers: [admin],
          pathIds: targets([ids.event], false),
          payloads: refusable(calendarEvent, eventCouldPass),
        }),
        // Cancelled (422) or unknown (404) for the admin; refused for anyone else.
        calls('PUT /events/:id', {
          callers: [admin],
          pathIds: targets([ids.cancelledEvent]),
          payloads: refusable(calendarEvent),
        }),
        calls('PUT /events/:id', {
          callers: [member, null],
          pathIds: targets([ids.event]),
          payloads: refusable(calendarEvent),
        }),
      ),
    },
    {
      endpoint: 'POST /events/:id/publish',
      runs: 40,
      requests: fc.oneof(
        calls('POST /events/:id/publish', {
          callers: [admin],
          pathIds: targets([ids.cancelledEvent]),
          payloads: refusable({}),
        }),
        calls('POST /events/:id/publish', {
          callers: [member, null],
          pathIds: targets([ids.event]),
          payloads: refusable({}),
        }),
      ),
    },
    {
      endpoint: 'POST /payments/webhook',
      runs: 80,
      requests: calls('POST /payments/webhook', {
        callers: [null],
        payloads: refusable(stripeEvent),
        // Anything but Stripe's signature with our secret: none, garbage, another secret's.
        headers: fc.oneof(
          fc.constant({}),
          fc
            .oneof(
              fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
              fc.constant('t=1700000000,v1=00'),
              fc.constant(
                stripe.stripe.webhooks.generateTestHeaderString({
                  payload: JSON.stringify(stripeEvent),
                  secret: 'whsec_someone_else',
                }),
              ),
            )
            .map((signature) => ({ 'stripe-signature': signature })),
        ),
      }),
    },
  ];
}

/** Why an answer is not a clear refusal (or, when allowed, a success), or null. */
function unclear(response: request.Response, successAllowed: boolean): string | null {
  const { status, body } = response;
  if (successAllowed && status >= 200 && status < 300) return null;
  if (status < 400 || status >= 500) return `status ${status}`;
  if (!isApiErrorCode(body?.code)) return `no error code`;
  if (typeof body.detail !== 'string' || body.detail.trim() === '') return 'no detail';
  const errors: unknown = body.errors;
  const wellFormed = (error: { field?: unknown; message?: unknown }) =>
    typeof error?.field === 'string' &&
    typeof error.message === 'string' &&
    error.message.trim() !== '';
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(wellFormed))) {
    return 'malformed field errors';
  }
  return null;
}

async function send(call: FuzzRequest, successAllowed: boolean) {
  sent.set(call.endpoint, (sent.get(call.endpoint) ?? 0) + 1);
  let pending = request(server)
    [call.method](`/api/v1${call.path}`)
    .set('content-type', call.payload.contentType)
    .set(call.headers);
  if (call.caller) pending = pending.set('authorization', `Bearer ${call.caller.idToken}`);
  const response = await pending.send(call.payload.text);
  const problem = unclear(response, successAllowed);
  if (problem) {
    throw new Error(
      `${call.endpoint} answered ${response.status} (${problem}): ${JSON.stringify(response.body).slice(0, 300)}`,
    );
  }
}

/**
 * Well-formed bodies whose strings carry bidi controls, NUL, lone surrogates or markup, to
 * the writes a caller may make: stored or refused, never a 5xx. They change the database,
 * so they run after the comparison.
 */
function oddWrites(): FuzzedEndpoint[] {
  const odd = (
    endpoint: string,
    caller: TestUser,
    base: unknown,
    pathId?: string,
  ): FuzzedEndpoint => ({
    endpoint,
    runs: 25,
    requests: calls(endpoint, {
      callers: [caller],
      pathIds: pathId ? fc.constant(pathId) : undefined,
      payloads: oddButWellFormedPayloads(base),
    }),
  });
  return [
    odd('PUT /accounts/:id', member, profile, member.uid),
    odd('PUT /accounts/:id/complete', member, profile, member.uid),
    odd('POST /memberships', member, childApplication),
    odd('PUT /memberships/:id', member, ownerUpdate, ids.editable),
    odd('PUT /memberships/:id/admin', admin, adminUpdate, ids.othersApproved),
    odd('PUT /club-memberships/:id', owner, { club_info: clubInfo }, ids.ownersClub),
    odd('POST /club-memberships/invitations', admin, {
      club_name: 'Fox Valley Taekwondo',
      club_email: 'fox@example.test',
    }),
    odd('PUT /club-owner/members/:id', owner, ownerUpdate, ids.clubMember),
    odd('POST /announcements', admin, {
      scope: 'association',
      kind: 'events',
      audience: {},
      subject_en: 'Entries open Monday',
      body_en: 'Entries for the state championship open Monday.',
    }),
    odd(
      'PATCH /announcements/:id',
      admin,
      {
        scope: 'association',
        kind: 'events',
        audience: {},
        subject_en: 'Entries open Monday',
        body_en: 'Entries for the state championship open Monday.',
      },
      ids.announcement,
    ),
  ];
}

async function seedWorld() {
  await seedAccount(db, member.uid, { email: member.email, address: null });
  await seedAccount(db, unverified.uid, { email: unverified.email });
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
  await seedAccount(db, owner.uid, { email: owner.email });
  await seedAccount(db, OTHER_UID);
  await seedAccount(db, TRASHED_UID, { deletedAt: trashedAt });

  const ownersClub = await seedClub(db, { ownerUid: owner.uid });
  const ownersNewClub = await seedClub(db, {
    ownerUid: owner.uid,
    status: 'application_received',
    paymentStatus: 'pending',
  });
  const othersClub = await seedClub(db, {
    ownerUid: OTHER_UID,
    status: 'approved',
    paymentStatus: 'pending',
  });
  const trashedClub = await seedClub(db, { ownerUid: OTHER_UID, deletedAt: trashedAt });
  const invitedClub = await seedClub(db, {
    ownerUid: null,
    status: 'invite_created',
    paymentStatus: 'pending',
    inviteCode: LIVE_CODE,
  });
  const usedClub = await seedClub(db, { ownerUid: OTHER_UID, inviteCode: USED_CODE });
  const invite = (code: string, clubId: string, used: boolean) => ({
    code,
    clubId,
    clubName: 'Prairie State Taekwondo',
    clubEmail: 'owner@prairie.example',
    createdBy: admin.uid,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date(Date.now() + 30 * 24 * 3_600_000),
    usedAt: used ? new Date('2026-01-02T00:00:00Z') : null,
    usedBy: used ? OTHER_UID : null,
    revokedAt: null,
  });
  await db.doc(`invites/${LIVE_CODE}`).set(invite(LIVE_CODE, invitedClub.id, false));
  await db.doc(`invites/${USED_CODE}`).set(invite(USED_CODE, usedClub.id, true));

  const mine = { accountUid: member.uid };
  ids.editable = (await seedMembership(db, mine)).id;
  ids.inReview = (await seedMembership(db, { ...mine, status: 'in_review' })).id;
  ids.paid = (await seedMembership(db, { ...mine, status: 'active', paymentStatus: 'paid' })).id;
  ids.othersApproved = (await seedMembership(db, { accountUid: OTHER_UID, status: 'approved' })).id;
  ids.trashedMembership = (await seedMembership(db, { ...mine, deletedAt: trashedAt })).id;
  ids.clubMember = (
    await seedMembership(db, { accountUid: OTHER_UID, clubId: ownersClub.id, status: 'active' })
  ).id;
  const seminar = { title: 'Seminar', date: '2027-01-23', location: 'Normal, IL', type: 'seminar' };
  await db.doc('events/fuzz-event').set({ ...seminar, published: false, cancelledAt: null });
  await db.doc('events/fuzz-cancelled-event').set({ ...seminar, cancelledAt: trashedAt });
  const draftAnnouncement = {
    scope: 'association',
    kind: 'events',
    clubId: null,
    clubName: null,
    subjectEn: 'Entries open Monday',
    bodyEn: 'Entries for the state championship open Monday.',
    subjectEs: '',
    bodyEs: '',
    audience: {
      statuses: [],
      tiers: [],
      roles: [],
      divisions: [],
      clubId: null,
      expiringWithinDays: null,
      eventId: null,
      certificationKind: null,
    },
    status: 'draft',
    counts: null,
    createdByUid: admin.uid,
    createdBy: admin.email,
    createdAt: trashedAt,
    updatedAt: trashedAt,
    sentByUid: null,
    sentBy: null,
    sentAt: null,
    cancelledAt: null,
  };
  await db.doc('announcements/fuzz-draft').set(draftAnnouncement);
  await db.doc('announcements/fuzz-sent').set({ ...draftAnnouncement, status: 'sent' });
  Object.assign(ids, {
    announcement: 'fuzz-draft',
    sentAnnouncement: 'fuzz-sent',
    event: 'fuzz-event',
    cancelledEvent: 'fuzz-cancelled-event',
    ownersClub: ownersClub.id,
    ownersNewClub: ownersNewClub.id,
    othersClub: othersClub.id,
    trashedClub: trashedClub.id,
  });
}

beforeAll(async () => {
  [member, unverified, noAccount, admin, owner] = await Promise.all([
    createTestUser(),
    createTestUser({}, { emailVerified: false }),
    createTestUser(),
    createTestUser({ admin: true }),
    createTestUser(),
  ]);
  stripe = await startStripeDouble();
  server = createServer(testApp({ db, paymentGateway: stripe.gateway }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await clear();
  await seedWorld();
  before = await firestoreSnapshot(db, CHANGED_BY_REFUSALS);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stripe.close();
});

/** Sends each endpoint its runs; answers fast-check's report of each that failed. */
async function fuzz(table: FuzzedEndpoint[], successAllowed: boolean) {
  const failures: string[] = [];
  for (const { endpoint, runs, requests } of table) {
    const property = fc.asyncProperty(requests, (call) => send(call, successAllowed));
    const outcome = await fc.check(property, {
      numRuns: runs,
      // Too slow to finish its runs is a failure too; a failure found is still reported.
      plugins: [fc.interruptAfterTimeLimit(30_000, { failOnInterrupt: true })],
      // A write that fails in Firestore takes seconds (its retries): report it unshrunk.
      endOnFailure: successAllowed,
    });
    if (outcome.failed) {
      failures.push(
        `${endpoint}: ${String(outcome.errorInstance)}\n${fc.defaultReportMessage(outcome)}`,
      );
    }
  }
  return failures;
}

describe('Fuzzed bodies on every write endpoint', () => {
  it('When thousands of bad bodies arrive, then every answer is a 4xx with the error body, never a 5xx', async () => {
    // Built here, after beforeAll has made the callers and seeded the targets.
    expect(await fuzz(endpoints(), false)).toEqual([]);
  });

  it('When all bad bodies are sent, then there were at least 1,000, and some for every endpoint', () => {
    const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(1_000);
    expect([...sent.keys()].sort()).toEqual(
      endpoints()
        .map(({ endpoint }) => endpoint)
        .sort(),
    );
  });

  it('When all is fuzzed, then the database is as it was, but for the counters of refusals', async () => {
    const after = await firestoreSnapshot(db, CHANGED_BY_REFUSALS);
    expect(snapshotChanges(before, after)).toEqual([]);
  });

  it('When well-formed bodies carry odd text, then each is stored or refused, never a 5xx', async () => {
    expect(await fuzz(oddWrites(), true)).toEqual([]);
  });
});
