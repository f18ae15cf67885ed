import { screen } from '@testing-library/react';
import { Suspense } from 'react';

import { useSession } from '../../lib/session/session-provider';
import { renderWithProviders } from '../../testing/render-with-providers';

import { ResumeIncompleteRegistration } from './resume-incomplete-registration';
import { saveIncompleteRegistration } from './storage/incomplete-registration';

jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('./registration-wizard', () => ({
  RegistrationWizard: ({ startStep, initialTier }: { startStep: string; initialTier: string }) => (
    <p>
      Wizard at {startStep} with {initialTier}
    </p>
  ),
}));

const signedInAs = (uid: string) =>
  jest.mocked(useSession).mockReturnValue({
    user: { uid } as never,
    confirmed: true,
    signOut: async () => undefined,
  });

describe('ResumeIncompleteRegistration', () => {
  afterEach(() => sessionStorage.clear());

  it('continues an unfinished email registration of this user at the membership step', async () => {
    signedInAs('u1');
    saveIncompleteRegistration({ uid: 'u1', email: 'a@example.org', tier: 'basic' });
    renderWithProviders(
      <Suspense fallback={null}>
        <ResumeIncompleteRegistration />
      </Suspense>,
    );
    expect(await screen.findByText('Wizard at membership with basic')).toBeInTheDocument();
  });

  it("shows nothing when there is none, or when it is another user's", () => {
    signedInAs('u2');
    saveIncompleteRegistration({ uid: 'u1', email: 'a@example.org', tier: 'basic' });
    const { container } = renderWithProviders(<ResumeIncompleteRegistration />);
    expect(container).toBeEmptyDOMElement();
  });
});
