/** What the join page says after the registration wizard sends the visitor back to it. */
export type RegistrationBanner = 'complete' | 'accountCreated' | 'issue';

export interface RegistrationOutcome {
  registered: boolean;
  banner: RegistrationBanner | null;
  redirectToAccount: boolean;
}

/** Reads ?registered=true and ?membership=created|failed. */
export function registrationOutcome(params: URLSearchParams): RegistrationOutcome {
  const registered = params.get('registered') === 'true';
  const membership = params.get('membership');
  let banner: RegistrationBanner | null = null;
  if (membership === 'failed') banner = 'issue';
  else if (membership === 'created') banner = 'complete';
  else if (registered) banner = 'accountCreated';
  // A failed membership keeps the visitor here so they can read how to get help.
  return { registered, banner, redirectToAccount: registered && banner !== 'issue' };
}
