import { isEmulator, type RuntimeConfig } from '../../../config/runtime-config';

/**
 * The development code: links carrying it
 * succeed without the identity provider, so the action pages can be tried by hand.
 * Only the emulator build honours it; a deployed site treats it as any unknown code.
 */
export const DEVELOPMENT_ACTION_CODE = 'emulator-development-code';
export const DEVELOPMENT_EMAIL = 'developer@example.test';

export const isDevelopmentCode = (config: RuntimeConfig, code: string) =>
  isEmulator(config) && code === DEVELOPMENT_ACTION_CODE;
