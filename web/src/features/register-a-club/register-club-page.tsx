import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useHydrated } from '../../lib/hydration/use-hydrated';

import { InvalidInvitation } from './invite/invalid-invitation';
import { InvitationSummary } from './invite/invitation-summary';
import { useInviteLookup } from './invite/use-invite-lookup';
import { VerifyInvitation } from './invite/verify-invitation';
import { ClubWizard } from './wizard/club-wizard';

/**
 * /register-club?invite_code=...: validating, then 'Invalid Invitation' or the invited
 * club; after 'Verify Security' the club wizard.
 */
export function RegisterClubPage() {
  usePageMeta('registerClub.title', 'registerClub.lead');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const inviteCode = hydrated ? params.get('invite_code')?.trim() || null : null;
  const [verified, setVerified] = useState(false);
  // Once the wizard runs, signing up or in there must not look the code up again and unmount it.
  const lookup = useInviteLookup(inviteCode, hydrated && !verified);
  const [checkedName, setCheckedName] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);

  const content = () => {
    if (lookup.status === 'validating') {
      return <LoadingScreen messageId="clubRegistration.validating" />;
    }
    if (lookup.status === 'missing') {
      return (
        <InvalidInvitation error={<FormattedMessage id="clubRegistration.invalid.noCode" />} />
      );
    }
    if (lookup.status === 'invalid' || rejected) {
      return (
        <InvalidInvitation error={rejected ?? (lookup.status === 'invalid' ? lookup.error : '')} />
      );
    }
    const clubName = lookup.club.name || checkedName;
    return (
      <>
        <InvitationSummary clubName={clubName} />
        {verified && inviteCode ? (
          <ClubWizard inviteCode={inviteCode} clubName={clubName} clubEmail={lookup.club.email} />
        ) : (
          <VerifyInvitation
            inviteCode={inviteCode ?? ''}
            onValid={(name) => {
              setCheckedName(name);
              setVerified(true);
            }}
            onInvalid={setRejected}
          />
        )}
      </>
    );
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 3 }}
      >
        <FormattedMessage id="registerClub.title" />
      </Typography>
      {content()}
    </Container>
  );
}
