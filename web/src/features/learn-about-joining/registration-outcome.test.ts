import { registrationOutcome } from './registration-outcome';

const outcomeOf = (query: string) => registrationOutcome(new URLSearchParams(query));

describe('registrationOutcome', () => {
  it('shows no banner and stays on the page without query parameters', () => {
    expect(outcomeOf('')).toEqual({ registered: false, banner: null, redirectToAccount: false });
  });

  it('reports a completed registration and redirects when the membership was created', () => {
    expect(outcomeOf('registered=true&membership=created')).toEqual({
      registered: true,
      banner: 'complete',
      redirectToAccount: true,
    });
  });

  it('reports a created account when the membership parameter is absent', () => {
    expect(outcomeOf('registered=true')).toEqual({
      registered: true,
      banner: 'accountCreated',
      redirectToAccount: true,
    });
  });

  it('reports an issue and does not redirect when the membership setup failed', () => {
    expect(outcomeOf('registered=true&membership=failed')).toEqual({
      registered: true,
      banner: 'issue',
      redirectToAccount: false,
    });
  });

  it('shows the membership banner without redirecting when registered is not true', () => {
    expect(outcomeOf('membership=created')).toMatchObject({
      banner: 'complete',
      redirectToAccount: false,
    });
    expect(outcomeOf('membership=failed')).toMatchObject({
      banner: 'issue',
      redirectToAccount: false,
    });
  });

  it('ignores values other than true and created or failed', () => {
    expect(outcomeOf('registered=yes&membership=pending')).toEqual({
      registered: false,
      banner: null,
      redirectToAccount: false,
    });
  });
});
