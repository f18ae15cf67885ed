import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

import { ConfigContext } from '../../../config/config-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { renderWithProviders, type RenderOptions } from '../../../testing/render-with-providers';

export const TEST_CONFIG = {
  appName: 'Test',
  api: { accountBaseUrl: '', membershipBaseUrl: '', timeoutMs: 1000 },
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-test', appId: 'a' },
  recaptcha: { siteKey: '' },
} as RuntimeConfig;

/** The app's providers plus a runtime configuration, as the wizard's hooks need. */
export function renderWithConfig(ui: ReactElement, options?: RenderOptions): RenderResult {
  return renderWithProviders(
    <ConfigContext.Provider value={TEST_CONFIG}>{ui}</ConfigContext.Provider>,
    options,
  );
}
