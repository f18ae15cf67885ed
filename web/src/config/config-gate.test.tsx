import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../testing/render-with-providers';

import { useConfig } from './config-context';
import { ConfigGate } from './config-gate';
import { loadRuntimeConfig, ConfigError, type RuntimeConfig } from './runtime-config';

jest.mock('./runtime-config', () => ({
  ...jest.requireActual('./runtime-config'),
  loadRuntimeConfig: jest.fn(),
}));
const load = jest.mocked(loadRuntimeConfig);

function AppName() {
  return <p>{useConfig().appName}</p>;
}

describe('ConfigGate', () => {
  beforeEach(() => load.mockReset());

  it('shows Loading Configuration, then the app once the configuration arrives', async () => {
    let resolve: (config: RuntimeConfig) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderWithProviders(
      <ConfigGate>
        <AppName />
      </ConfigGate>,
    );
    expect(screen.getByText('Loading Configuration')).toBeInTheDocument();
    resolve({ appName: 'Loaded app' } as RuntimeConfig);
    expect(await screen.findByText('Loaded app')).toBeInTheDocument();
  });

  it('shows the Configuration Error with the reason and retries on demand', async () => {
    load.mockRejectedValueOnce(new ConfigError('config.loadFailed'));
    load.mockResolvedValueOnce({ appName: 'Second try' } as RuntimeConfig);
    renderWithProviders(
      <ConfigGate>
        <AppName />
      </ConfigGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Configuration Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Configuration could not be loaded. Please check your environment setup.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Loading' }));
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
