import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';

import type { RuntimeConfig } from '../../web/src/config/runtime-config';
import { eventsBetweenQuery, upcomingEventsQuery } from '../../web/src/lib/events/events-queries';
import { runQuery, type StructuredQuery } from '../../web/src/lib/firebase/firestore-rest';

import { rulesTestEnvironment } from './rules-environment';

// The public pages' own REST queries, run as a visitor against the rules: only published
// events that are not cancelled come back, and a query that does not ask for that is refused.
const PROJECT_ID = 'demo-iltkd-rules-public-events';
let env: RulesTestEnvironment;
jest.setTimeout(30_000);

const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
const config = {
  firebase: {
    apiKey: 'demo',
    authDomain: 'demo',
    projectId: PROJECT_ID,
    appId: 'demo',
    emulators: { auth: 'http://127.0.0.1:9099', firestoreHost: host, firestorePort: Number(port) },
  },
  recaptcha: { siteKey: '' },
} as RuntimeConfig;

const idsOf = async (query: StructuredQuery) =>
  (await runQuery<{ id: string }>(config, query)).map((event) => event.id);

beforeAll(async () => {
  env = await rulesTestEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const event = (date: string, published: boolean, cancelledAt: Date | null) => ({
      title: date,
      date,
      location: 'Chicago, IL',
      type: 'seminar',
      published,
      cancelledAt,
    });
    await setDoc(doc(db, 'events/published'), event('2027-01-10', true, null));
    await setDoc(doc(db, 'events/later'), event('2027-02-10', true, null));
    await setDoc(doc(db, 'events/draft'), event('2027-01-12', false, null));
    await setDoc(doc(db, 'events/cancelled'), event('2027-01-14', true, new Date()));
    await setDoc(doc(db, 'events/past'), event('2026-10-01', true, null));
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('the public events queries', () => {
  it('lists the upcoming published events only, soonest first', async () => {
    expect(await idsOf(upcomingEventsQuery('2027-01-01', 10))).toEqual(['published', 'later']);
  });

  it("lists the calendar's months without drafts or cancelled events", async () => {
    expect(await idsOf(eventsBetweenQuery('2027-01-01', '2027-01-31'))).toEqual(['published']);
  });

  it('is refused when it does not ask for published events only', async () => {
    const everything: StructuredQuery = { from: [{ collectionId: 'events' }] };
    await expect(idsOf(everything)).rejects.toThrow('Firestore answered 403');
  });
});
