import type { IntlConfig } from 'react-intl';

type IntlErrorHandler = NonNullable<IntlConfig['onError']>;

let override: IntlErrorHandler | undefined;

/** What the providers pass to react-intl: its own handler unless one is set here. */
export const intlErrorHandler = (): IntlErrorHandler | undefined => override;

/**
 * Routes react-intl's errors (a message missing from the loaded areas, a bad format) to a
 * handler, or back to react-intl's own with undefined. Production builds of react-intl
 * report nothing, so the prerenderer sets one to fail the build instead.
 */
export function handleIntlErrors(handler: IntlErrorHandler | undefined) {
  override = handler;
}
