import { apiErrorBody } from '@domain/api-messages';
import { CARD_ISSUER, endOfDaySeconds, type MemberCardClaims } from '@domain/member-card';
import type { CardKeySetWire, CardStatusWire } from '@domain/wire/member-card';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { Route, Routes } from 'react-router';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import {
  apiError,
  apiHandler,
  apiServer,
  networkFailure,
  sentTo,
  serveApi,
  serverError,
} from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import { VerifyCardPage } from './verify-card-page';

jest.mock('../../lib/firebase/load-firebase');
jest.mock('../../lib/session/session-provider');
jest.mock('idb-keyval', () => {
  const store = new Map<string, unknown>();
  return {
    store,
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => {
      store.set(key, structuredClone(value));
    },
  };
});
const scanner = {
  start: jest.fn<Promise<void>, []>(),
  destroy: jest.fn(),
  onDecode: null as null | ((r: { data: string }) => void),
};
jest.mock('qr-scanner', () => ({
  __esModule: true,
  default: class {
    constructor(_video: unknown, onDecode: (result: { data: string }) => void) {
      scanner.onDecode = onDecode;
    }
    start() {
      return scanner.start();
    }
    destroy() {
      scanner.destroy();
    }
  },
}));
jest.setTimeout(30_000);

const idbStore = (jest.requireMock('idb-keyval') as { store: Map<string, unknown> }).store;

const admin = { uid: 'admin-1', email: 'admin@demo.iltkd.org', isAdmin: true } as SessionUser;

const KEYS = 'GET /cards/keys';
const LIST = 'GET /cards/revocations';
const STATUS = 'GET /cards/status/{memberId}';

let privateKey: CryptoKey;
let keys: CardKeySetWire;
let foreignKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = await exportJWK(pair.publicKey);
  keys = {
    keys: [
      {
        kty: 'EC',
        crv: 'P-256',
        x: String(jwk.x),
        y: String(jwk.y),
        kid: 'card-1',
        alg: 'ES256',
        use: 'sig',
      },
    ],
  };
  foreignKey = (await generateKeyPair('ES256')).privateKey;
});

const sign = (payload: object, key = privateKey) =>
  new SignJWT({ ...payload }).setProtectedHeader({ alg: 'ES256', kid: 'card-1' }).sign(key);

const card = (overrides: Partial<MemberCardClaims> = {}) =>
  sign({
    iss: CARD_ISSUER,
    sub: 'IL-2026-000123',
    name: 'Ana Reyes',
    div: 'Junior',
    belt: 'blue',
    club: 'Lakeshore Taekwondo',
    exp: endOfDaySeconds('2099-03-31'),
    iat: Math.floor(Date.now() / 1000),
    ...overrides,
  } satisfies MemberCardClaims);

const revocations = (revoked: string[], minutesAgo = 5) =>
  sign({ iss: CARD_ISSUER, iat: Math.floor(Date.now() / 1000) - minutesAgo * 60, revoked });

const status = (overrides: Partial<CardStatusWire> = {}): CardStatusWire => ({
  member_id: 'IL-2026-000123',
  verdict: 'valid',
  name: 'Ana Reyes',
  belt_rank: 'blue',
  division: 'Junior',
  club_name: 'Lakeshore Taekwondo',
  valid_through: '2099-03-31',
  ...overrides,
});

async function serveChecker(revoked: string[] = [], live = status()) {
  const list = await revocations(revoked);
  apiServer.use(
    apiHandler(KEYS, () => keys),
    apiHandler(LIST, () => ({ token: list })),
    apiHandler(STATUS, () => live),
  );
}

function signIn(user: SessionUser | null, confirmed = true) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed, signOut: jest.fn() });
}

let online = true;

function renderPage(locale: 'en' | 'es' = 'en') {
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <Routes>
        <Route path="/verify" element={<VerifyCardPage />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </ConfigContext.Provider>,
    { route: '/verify', locale },
  );
}

async function check(text: string) {
  const field = await screen.findByLabelText(/Card code or member ID|Código de la tarjeta/);
  fireEvent.change(field, { target: { value: text } });
  await userEvent.click(screen.getByRole('button', { name: /^(Check|Verificar)$/ }));
}

const VERDICTS = /Valid|Expired|Revoked|Not a valid card|Unknown|Válida|Revocada/;

const verdict = () => screen.findByRole('heading', { level: 2, name: VERDICTS });

/** The verdict once it says `text`: a new one replaces the last when its check finishes. */
const expectVerdict = (text: string) =>
  waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: VERDICTS })).toHaveTextContent(text),
  );

/** The verdict's note that the live status waits for a connection. */
const expectOfflineCheckNote = () =>
  expect(
    screen.getByText(
      'No connection: the live status will be asked for when you check again online.',
    ),
  ).toBeInTheDocument();

serveApi();

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin-1'));
  idbStore.clear();
  scanner.start.mockReset();
  scanner.destroy.mockReset();
  signIn(admin);
});

describe('VerifyCardPage', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    signIn(null);
    renderPage();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('tells someone who may not check cards so (the API answers 403)', async () => {
    apiServer.use(
      apiHandler(KEYS, () => keys),
      apiHandler(LIST, () => apiError(403, apiErrorBody('FORBIDDEN', 'forbidden'))),
    );
    renderPage();
    expect(
      await screen.findByText('Only administrators and club coaches can check cards.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card code or member ID')).not.toBeInTheDocument();
  });

  it('says a card is valid, with its division, belt and the list age, then the live status', async () => {
    await serveChecker();
    renderPage();
    expect(await screen.findByText('Revocation list updated 5 minutes ago')).toBeInTheDocument();
    await check(await card());
    const heading = await verdict();
    expect(heading).toHaveTextContent('Valid');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Ana Reyes')).toBeInTheDocument();
    expect(screen.getByText('Junior')).toBeInTheDocument();
    expect(screen.getByText('Blue')).toBeInTheDocument();
    expect(screen.getByText('IL-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('March 31, 2099')).toBeInTheDocument();
    expect(await screen.findByText('Live status: Valid')).toBeInTheDocument();
    expect(sentTo(STATUS)).toEqual([
      expect.objectContaining({ params: { memberId: 'IL-2026-000123' } }),
    ]);
    // What the checker keeps: the keys and the signed list, nothing else.
    expect([...idbStore.keys()].sort()).toEqual(['verify-card:keys', 'verify-card:revocations']);
  });

  it('says when the live records disagree with the card', async () => {
    await serveChecker([], status({ verdict: 'revoked' }));
    renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    await check(await card());
    await expectVerdict('Valid');
    expect(
      await screen.findByText(
        'The card says Valid, but the association’s records say Revoked now. Go by the records.'.replace(
          '’',
          "'",
        ),
      ),
    ).toBeInTheDocument();
  });

  it('checks cards with no connection against the list kept from the last visit', async () => {
    await serveChecker(['IL-2026-000123']);
    const first = renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    first.unmount();
    const listRequests = sentTo(LIST).length;

    online = false;
    renderPage();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(await screen.findByText('Revocation list updated 5 minutes ago')).toBeInTheDocument();
    await check(await card());
    await expectVerdict('Revoked');
    await check(await card({ sub: 'IL-2026-000124' }));
    await expectVerdict('Valid');
    expectOfflineCheckNote();
    await check(await card({ sub: 'IL-2026-000124', exp: endOfDaySeconds('2020-01-01') }));
    await expectVerdict('Expired');
    expect(sentTo(LIST)).toHaveLength(listRequests);
    expect(sentTo(STATUS)).toHaveLength(0);
  });

  it('says there is no connection when the device believes it is online but the list cannot be reached', async () => {
    await serveChecker(['IL-2026-000123']);
    const first = renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    first.unmount();

    apiServer.use(apiHandler(LIST, () => networkFailure()));
    renderPage();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
    await check(await card({ sub: 'IL-2026-000124' }));
    await expectVerdict('Valid');
    expectOfflineCheckNote();
    expect(sentTo(STATUS)).toHaveLength(0);
  });

  it('refreshes the list when the connection comes back', async () => {
    await serveChecker();
    online = false;
    renderPage();
    expect(
      await screen.findByText(
        'No revocation list on this device yet: open this page once with a connection before checking cards.',
      ),
    ).toBeInTheDocument();
    await check(await card());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No revocation list on this device yet',
    );
    expect(sentTo(LIST)).toHaveLength(0);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Revocation list updated 5 minutes ago')).toBeInTheDocument();
    expect(sentTo(LIST)).toHaveLength(1);
  });

  it('refuses a tampered card and one signed by another key', async () => {
    await serveChecker();
    renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    const token = await card();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        iss: CARD_ISSUER,
        sub: 'IL-2026-000999',
        name: 'Someone',
        div: null,
        belt: null,
        club: null,
        exp: endOfDaySeconds('2099-01-01'),
        iat: 1,
      }),
    ).toString('base64url');
    await check(`${header}.${payload}.${signature}`);
    await expectVerdict('Not a valid card');
    expect(
      screen.getByText(
        'The card’s code has been altered or was not issued by the association.'.replace('’', "'"),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Someone')).not.toBeInTheDocument();
    await check(
      await sign(
        {
          iss: CARD_ISSUER,
          sub: 'IL-2026-000123',
          name: 'X',
          div: null,
          belt: null,
          club: null,
          exp: endOfDaySeconds('2099-01-01'),
          iat: 1,
        },
        foreignKey,
      ),
    );
    await expectVerdict('Not a valid card');
    expect(sentTo(STATUS)).toHaveLength(0);
  });

  it('asks the live status for a typed member ID online, and says it needs a connection offline', async () => {
    await serveChecker(
      [],
      status({ member_id: 'IL-2026-000777', verdict: 'expired', name: 'Leo Park' }),
    );
    renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    // Typed and sent with Enter, as a keyboard (or a scanner that types) does.
    await userEvent.type(
      await screen.findByLabelText('Card code or member ID'),
      'il-2026-000777{Enter}',
    );
    await expectVerdict('Expired');
    expect(screen.getByText('Leo Park')).toBeInTheDocument();
    expect(sentTo(STATUS).at(-1)?.params).toEqual({ memberId: 'IL-2026-000777' });

    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await check('IL-2026-000777');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      "Checking a member ID needs a connection; scan the card's code instead.",
    );
    await waitFor(() => expect(notice).toHaveFocus());
    await check('hello');
    expect(
      screen.getByText(
        'This is neither a card’s code nor a member ID (such as IL-2026-000123).'.replace('’', "'"),
      ),
    ).toBeInTheDocument();
  });

  it('reads a card with the camera, and says so when the camera is refused', async () => {
    await serveChecker();
    renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    scanner.start.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByText(/The camera is blocked/)).toBeInTheDocument();

    scanner.start.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('button', { name: 'Stop camera' })).toBeInTheDocument();
    const token = await card();
    await act(async () => scanner.onDecode?.({ data: token }));
    await expectVerdict('Valid');
    expect(scanner.destroy).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });

  it('flags a list more than a day old, and a live status that could not be fetched', async () => {
    const list = await revocations([], 2 * 24 * 60);
    apiServer.use(
      apiHandler(KEYS, () => keys),
      apiHandler(LIST, () => ({ token: list })),
      apiHandler(STATUS, () => serverError()),
    );
    renderPage();
    expect(await screen.findByTestId('list-age')).toHaveTextContent(
      'Revocation list updated 2 days ago Connect to the internet to refresh it.',
    );
    await check(await card());
    await expectVerdict('Valid');
    expect(
      await screen.findByText(
        "The live status could not be fetched; the card's verdict above stands.",
      ),
    ).toBeInTheDocument();
  });

  it('fetches the keys again for a card signed with a key published since the last refresh', async () => {
    await serveChecker();
    renderPage();
    await screen.findByText('Revocation list updated 5 minutes ago');
    // The association rotates its key: the new one is published, cards are signed with it.
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(pair.publicKey);
    const rotated: CardKeySetWire = {
      keys: [
        ...keys.keys,
        {
          kty: 'EC',
          crv: 'P-256',
          x: String(jwk.x),
          y: String(jwk.y),
          kid: 'card-2',
          alg: 'ES256',
          use: 'sig',
        },
      ],
    };
    apiServer.use(apiHandler(KEYS, () => rotated));
    const token = await new SignJWT({
      iss: CARD_ISSUER,
      sub: 'IL-2026-000123',
      name: 'Ana Reyes',
      div: 'Junior',
      belt: 'blue',
      club: null,
      exp: endOfDaySeconds('2099-03-31'),
      iat: 1,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'card-2' })
      .sign(pair.privateKey);
    const before = sentTo(KEYS).length;
    await check(token);
    await expectVerdict('Valid');
    expect(sentTo(KEYS).length).toBe(before + 1);
  });

  it('speaks Spanish', async () => {
    await serveChecker();
    renderPage('es');
    expect(
      await screen.findByText('Lista de revocación actualizada hace 5 minutos'),
    ).toBeInTheDocument();
    await check(await card());
    await expectVerdict('Válida');
    expect(screen.getByText('Cinturón')).toBeInTheDocument();
    expect(await screen.findByText('Estado actual: Válida')).toBeInTheDocument();
  });
});
