import { apiErrorBody } from '@domain/api-messages';
import type { UnsubscribeWire } from '@domain/wire/announcement';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';

import { ConfigContext } from '../../config/config-context';
import { useLocale } from '../../i18n/locale-provider';
import { LOCALE_STORAGE_KEY } from '../../i18n/locales';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import {
  apiError,
  apiHandler,
  apiServer,
  sentTo,
  serveApi,
  serverError,
} from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../testing/screen-width';

import { UnsubscribePage } from './unsubscribe-page';

jest.mock('../../i18n/locale-provider');

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOiJ1MSJ9.c2lnbmF0dXJl';

const link = (fields: Partial<UnsubscribeWire> = {}): UnsubscribeWire => ({
  kind: 'events',
  email_hint: 'j•••@example.org',
  unsubscribed: false,
  language: 'en',
  ...fields,
});

const badToken = () => apiError(400, apiErrorBody('VALIDATION_ERROR', 'checkInformation'));

serveApi();
const setLocale = jest.fn();

beforeEach(() => {
  setLocale.mockReset();
  localStorage.clear();
  jest.mocked(useLocale).mockImplementation(() => ({ locale: 'en', setLocale }));
});
afterEach(resetScreenWidth);

function serve(answer: () => ReturnType<typeof link> | ReturnType<typeof apiError>) {
  apiServer.use(
    apiHandler('GET /unsubscribe', () => answer()),
    apiHandler('POST /unsubscribe', () => link({ unsubscribed: true })),
  );
}

function renderPage(locale: 'en' | 'es' = 'en', route = `/unsubscribe?token=${TOKEN}`) {
  jest.mocked(useLocale).mockImplementation(() => ({ locale, setLocale }));
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <Routes>
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/my-account" element={<p>My Account page</p>} />
      </Routes>
    </ConfigContext.Provider>,
    { route, locale },
  );
}

describe('UnsubscribePage', () => {
  it('names the kind and the hidden address, unsubscribes with one button and offers My Account to choose more', async () => {
    serve(() => link());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(await screen.findByText(/Stop emailing Events announcements to/)).toHaveTextContent(
      'Stop emailing Events announcements to j•••@example.org?',
    );
    expect(sentTo('GET /unsubscribe').map(({ query }) => query)).toEqual([{ token: TOKEN }]);
    expect(setLocale).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: Events announcements will no longer be emailed to j•••@example.org.',
    );
    expect(sentTo('POST /unsubscribe').map(({ query }) => query)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to My Account' }));
    expect(await screen.findByText('My Account page')).toBeInTheDocument();
  });

  it('says when the address is already unsubscribed, without the button', async () => {
    serve(() => link({ kind: 'club_messages', unsubscribed: true }));
    renderPage();
    expect(
      await screen.findByText(/is already unsubscribed from Club messages announcements/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/my-account?tab=messages',
    );
  });

  it('says a refused (tampered or cut short) token is not valid, and nothing is sent', async () => {
    serve(badToken);
    renderPage();
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(sentTo('POST /unsubscribe')).toEqual([]);
  });

  it("shows a refusal such as too many requests in the reader's words, without the button", async () => {
    serve(() => apiError(429, apiErrorBody('TOO_MANY_REQUESTS', 'tooManyRequests')));
    renderPage();
    expect(
      await screen.findByText('Too many requests. Please wait before trying again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says a link without a token is incomplete, without calling the API', async () => {
    serve(() => link());
    renderPage('en', '/unsubscribe');
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(sentTo('GET /unsubscribe')).toEqual([]);
  });

  it('offers to try again when the API fails, and reads the link again', async () => {
    let reads = 0;
    serve(() => (++reads === 1 ? serverError() : link()));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('keeps the button when the unsubscribe fails, with the reason', async () => {
    apiServer.use(
      apiHandler('GET /unsubscribe', () => link()),
      apiHandler('POST /unsubscribe', () => serverError()),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You could not be unsubscribed just now. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it("switches to the mail's language when the visitor has chosen none", async () => {
    serve(() => link({ language: 'es' }));
    renderPage();
    await screen.findByRole('button', { name: 'Unsubscribe' });
    await waitFor(() => expect(setLocale).toHaveBeenCalledWith('es'));
  });

  it("keeps the visitor's chosen language over the mail's", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    serve(() => link({ language: 'es' }));
    renderPage();
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(setLocale).not.toHaveBeenCalled();
  });

  it('is in Spanish for a Spanish reader, on a phone', async () => {
    setScreenWidth(390);
    serve(() => link({ language: 'es', kind: 'association_news' }));
    renderPage('es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancelar suscripción' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/¿Dejar de enviar anuncios de «Noticias de la asociación» a/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: ya no se enviarán anuncios de «Noticias de la asociación» a j•••@example.org.',
    );
    expect(screen.getByRole('link', { name: 'Ir a Mi Cuenta' })).toBeInTheDocument();
    expect(setLocale).not.toHaveBeenCalled();
  });
});
