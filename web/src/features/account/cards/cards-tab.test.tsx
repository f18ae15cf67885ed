import type { MemberCardListWire, MemberCardWire } from '@domain/wire/member-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi, serverError } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../testing/screen-width';

import { CardsTab } from './cards-tab';

jest.mock('../../../lib/firebase/load-firebase');

const card = (fields: Partial<MemberCardWire>): MemberCardWire => ({
  membership_id: 'm-maya',
  member_id: 'IL-2026-00042',
  name: 'Maya Lee',
  belt_rank: '1st_dan_black_belt',
  division: 'Junior',
  club_name: 'Palatine TKD',
  valid_through: '2026-12-31',
  token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJtaWQiOiJJTC0yMDI2LTAwMDQyIn0.c2lnbmF0dXJl',
  ...fields,
});

const leo = card({
  membership_id: 'm-leo',
  member_id: 'IL-2026-00043',
  name: 'Leo Lee',
  belt_rank: null,
  division: null,
  club_name: null,
});

const NOT_SET_UP: MemberCardListWire['wallet'] = { available: false, reason: 'not_configured' };

serveApi();
beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1')));
afterEach(resetScreenWidth);

/** Answers the caller's cards (or the failures given first), counting the reads. */
function serveCards(answer: MemberCardListWire, failFirst = 0) {
  const reads = { count: 0 };
  apiServer.use(
    apiHandler('GET /cards/me', () => {
      reads.count += 1;
      return reads.count <= failFirst ? serverError() : answer;
    }),
  );
  return reads;
}

const renderCards = (locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <CardsTab />
    </ConfigContext.Provider>,
    { locale, route: '/my-account?tab=cards' },
  );

describe('CardsTab', () => {
  it('When the account holds active memberships, then each has a card with its fields, a labelled QR code and its downloads', async () => {
    serveCards({ data: [card({}), leo], wallet: { available: true } });
    renderCards();
    expect(screen.getByRole('list', { name: 'Loading member cards...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Member Cards' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const maya = within(cards[0]);
    expect(maya.getByRole('heading', { level: 3, name: 'Maya Lee' })).toBeInTheDocument();
    expect(maya.getByText('Illinois Taekwondo Association')).toBeInTheDocument();
    expect(maya.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Member ID',
      'Belt',
      'Division',
      'Club',
    ]);
    expect(maya.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'IL-2026-00042',
      'Black belt, 1st dan',
      'Junior',
      'Palatine TKD',
    ]);
    expect(maya.getByText('Valid through December 31, 2026')).toBeInTheDocument();
    const qr = await maya.findByRole('img', {
      name: "QR code of Maya Lee's member card, member ID IL-2026-00042",
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(maya.getByRole('button', { name: "Download PDF of Maya Lee's card" })).toBeEnabled();
    expect(maya.getByRole('button', { name: 'Add to Apple Wallet' })).toBeEnabled();
    expect(maya.queryByText(/not set up/)).not.toBeInTheDocument();

    expect(
      within(cards[1])
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['IL-2026-00043', 'Not set', 'Not set', 'Not set']);
  });

  it('When Apple Wallet is not configured, then its button is disabled and says why', async () => {
    serveCards({ data: [card({})], wallet: NOT_SET_UP });
    renderCards();
    const button = await screen.findByRole('button', { name: 'Add to Apple Wallet' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Apple Wallet passes are not set up for this site yet.',
    );
  });

  it('When Download PDF is pressed, then a PDF of the card named after the member ID is saved', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.set(`blob:${blobs.size}`, blob);
      return `blob:${blobs.size - 1}`;
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
    });
    serveCards({ data: [card({})], wallet: NOT_SET_UP });
    renderCards();
    await userEvent.click(await screen.findByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('member-card-IL-2026-00042.pdf');
    const pdf = await saved[0].blob.text();
    expect(pdf).toContain('(IL-2026-00042) Tj');
    expect(pdf).toContain('(Maya Lee) Tj');
    expect(pdf).toContain('(Valid through December 31, 2026) Tj');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('When Add to Apple Wallet is pressed, then the pass is fetched with the ID token and saved as a .pkpass file', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn(() => 'blob:pass');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const seen: { path: string; auth: string | null }[] = [];
    const base = emulatorTestConfig().api.accountBaseUrl;
    apiServer.use(
      http.get(`${base}/api/v1/cards/:membershipId/wallet-pass`, ({ request, params }) => {
        seen.push({
          path: String(params.membershipId),
          auth: request.headers.get('authorization'),
        });
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/vnd.apple.pkpass' },
        });
      }),
    );
    serveCards({ data: [card({})], wallet: { available: true } });
    renderCards();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Apple Wallet' }));
    await waitFor(() => expect(saved).toEqual(['IL-2026-00042.pkpass']));
    expect(seen).toEqual([{ path: 'm-maya', auth: 'Bearer token-u1' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("When the pass is refused, then the card says why in the reader's language", async () => {
    const base = emulatorTestConfig().api.accountBaseUrl;
    apiServer.use(
      http.get(`${base}/api/v1/cards/:membershipId/wallet-pass`, () =>
        HttpResponse.json(
          {
            detail: 'Apple Wallet passes are not set up for this site yet.',
            code: 'API_ERROR',
            message_key: 'wallet.notConfigured',
            params: {},
          },
          { status: 503 },
        ),
      ),
    );
    serveCards({ data: [card({})], wallet: { available: true } });
    renderCards('es');
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a Apple Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los pases de Apple Wallet todavía no están configurados para este sitio.',
    );
  });

  it('When the account holds no active membership, then it says so and links to the memberships tab', async () => {
    serveCards({ data: [], wallet: NOT_SET_UP });
    renderCards();
    expect(await screen.findByText(/No active memberships yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Memberships' })).toHaveAttribute(
      'href',
      '/my-account?tab=memberships',
    );
  });

  it('When the cards cannot be read, then it says so and Try Again reads them again', async () => {
    const reads = serveCards({ data: [card({})], wallet: NOT_SET_UP }, 1);
    renderCards();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load member cards')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Maya Lee' })).toBeInTheDocument();
    expect(reads.count).toBe(2);
  });

  it('In Spanish on a phone, then the card and its date are in Spanish and the wallet says why it is off', async () => {
    setScreenWidth(390);
    serveCards({ data: [card({}), leo], wallet: NOT_SET_UP });
    renderCards('es');
    const list = await screen.findByRole('list', { name: 'Tarjetas de miembro' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByText('Válida hasta el 31 de diciembre de 2026')).toHaveLength(2);
    expect(screen.getAllByText('ID de miembro')).toHaveLength(2);
    expect(
      await screen.findByRole('img', {
        name: 'Código QR de la tarjeta de miembro de Maya Lee, ID de miembro IL-2026-00042',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Añadir a Apple Wallet' })[0]).toBeDisabled();
    expect(
      screen.getAllByText(
        'Los pases de Apple Wallet todavía no están configurados para este sitio.',
      ),
    ).toHaveLength(2);
  });
});
