import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';

import { ConfigContext } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import { messages as en } from '../../i18n/en/index';
import { emulatorTestConfig, productionTestConfig } from '../../lib/api/test-runtime-config';
import type { FirebaseServices } from '../../lib/firebase/init-firebase';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { renderWithProviders } from '../../testing/render-with-providers';

import { SecurityCheck } from './security-check';

// App Check has its own tests; here the deployed build's calls go out without it.
jest.mock('../../lib/firebase/app-check-headers', () => ({ appCheckHeaders: async () => ({}) }));
jest.mock('../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

function signedInAs(idToken: string | null) {
  const currentUser = idToken ? { getIdToken: async () => idToken } : null;
  const auth = { currentUser, authStateReady: async () => undefined };
  jest.mocked(loadFirebase).mockResolvedValue({ auth } as unknown as FirebaseServices);
}

interface FakeAnswer {
  status: number;
  body: unknown;
}

const json = ({ status, body }: FakeAnswer) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
  }) as Response;

let fetchMock: jest.Mock;

function answerWith(answers: Record<string, FakeAnswer>) {
  fetchMock.mockImplementation(async (url: string) => {
    const path = url.replace(/^.*\/api\/v1/, '');
    const answer = answers[path];
    if (!answer) throw new TypeError(`unexpected request to ${path}`);
    return json(answer);
  });
}

function renderCheck(
  config: RuntimeConfig,
  onVerified = jest.fn(),
  { locale = 'en' as 'en' | 'es', action = 'login' as const } = {},
) {
  renderWithProviders(
    <ConfigContext.Provider value={config}>
      <SecurityCheck action={action} onVerified={onVerified} />
    </ConfigContext.Provider>,
    { locale },
  );
  return onVerified;
}

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;
const headersOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;

beforeEach(() => {
  signedInAs(null);
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  // Failed checks are logged on purpose; keep the test output readable.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SecurityCheck under the emulators', () => {
  it('gets a test token, verifies it for the action and reports the verification id', async () => {
    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 'test-token-1' } },
      '/captcha': { status: 200, body: { success: true, verification_id: 'ver-42' } },
    });
    const onVerified = renderCheck(emulatorTestConfig());

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('ver-42'));
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ recaptcha_action: 'login' });
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({
      token: 'test-token-1',
      recaptcha_action: 'login',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Security check passed.');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it("sends the signed-in person's ID token with the check, so the server ties it to them", async () => {
    signedInAs('id-token-7');
    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 't' } },
      '/captcha': { status: 200, body: { success: true, verification_id: 'ver-7' } },
    });
    const onVerified = renderCheck(emulatorTestConfig());

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('ver-7'));
    const verification = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/captcha'));
    expect(headersOf(verification ?? [])).toMatchObject({ Authorization: 'Bearer id-token-7' });
  });

  it('sends no ID token for a visitor', async () => {
    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 't' } },
      '/captcha': { status: 200, body: { success: true, verification_id: 'ver-v' } },
    });
    const onVerified = renderCheck(emulatorTestConfig());

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('ver-v'));
    for (const call of fetchMock.mock.calls) {
      expect(headersOf(call)).not.toHaveProperty('Authorization');
    }
  });

  it('can be ticked with the keyboard alone', async () => {
    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 't' } },
      '/captcha': { status: 200, body: { success: true, verification_id: 'ver-kb' } },
    });
    const onVerified = renderCheck(emulatorTestConfig());

    await userEvent.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('ver-kb'));
  });

  it('shows the failure when the server rejects the token, and passes on a retry', async () => {
    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 't' } },
      '/captcha': {
        status: 400,
        body: { success: false, code: 'CAPTCHA_FAILED', detail: 'Token rejected' },
      },
    });
    const onVerified = renderCheck(emulatorTestConfig());

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Security Check Failed');
    expect(alert).toHaveTextContent('CAPTCHA verification failed. Please try again.');
    expect(alert).toHaveTextContent('Please try again later');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onVerified).not.toHaveBeenCalled();

    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 't2' } },
      '/captcha': { status: 200, body: { success: true, verification_id: 'ver-2' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('ver-2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a success answer without a verification id', async () => {
    answerWith({
      '/captcha/test-token': { status: 200, body: { token: 't' } },
      '/captcha': { status: 200, body: { success: true } },
    });
    const onVerified = renderCheck(emulatorTestConfig());
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('CAPTCHA verification failed.');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('says the CAPTCHA could not be validated when the server cannot be reached', async () => {
    answerWith({});
    renderCheck(emulatorTestConfig());
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to validate CAPTCHA. Please try again.',
    );
  });

  it('speaks Spanish', async () => {
    answerWith({});
    renderCheck(emulatorTestConfig(), jest.fn(), { locale: 'es' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Falló la verificación de seguridad',
    );
  });
});

describe('SecurityCheck in a deployed build', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[src*="recaptcha"]').forEach((s) => s.remove());
    delete (window as Window & { grecaptcha?: unknown }).grecaptcha;
  });

  it('says the configuration is missing when no site key is set', () => {
    renderCheck(productionTestConfig(''));
    expect(screen.getByText('reCAPTCHA configuration missing')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('loads reCAPTCHA Enterprise on demand and verifies its token for the action', async () => {
    answerWith({ '/captcha': { status: 200, body: { success: true, verification_id: 'v-p' } } });
    const execute = jest.fn().mockResolvedValue('enterprise-token');
    const onVerified = renderCheck(productionTestConfig('site-key-9'));
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Verify Security' }));
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/enterprise.js?render=site-key-9');
    (window as Window & { grecaptcha?: unknown }).grecaptcha = {
      enterprise: { ready: (callback: () => void) => callback(), execute },
    };
    script?.dispatchEvent(new Event('load'));

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('v-p'));
    expect(execute).toHaveBeenCalledWith('site-key-9', { action: 'login' });
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example.test/api/v1/captcha');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({
      token: 'enterprise-token',
      recaptcha_action: 'login',
    });
  });

  it('says reCAPTCHA is not ready when its script cannot load', async () => {
    renderCheck(productionTestConfig('site-key-9'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify Security' }));
    document
      .querySelector<HTMLScriptElement>('script[src*="recaptcha"]')
      ?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'reCAPTCHA not ready. Please refresh the page and try again.',
    );
  });
});

describe('SecurityCheck in prerendered HTML', () => {
  it('is enabled before React runs: the entry holds an early click for it (app/early-input.ts)', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={en}>
        <ConfigContext.Provider value={emulatorTestConfig()}>
          <SecurityCheck action="login" onVerified={jest.fn()} />
        </ConfigContext.Provider>
      </IntlProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('input[type="checkbox"]')).toBeEnabled();
  });

  it('is enabled once rendered in the browser', () => {
    renderCheck(emulatorTestConfig());
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeEnabled();
  });
});
