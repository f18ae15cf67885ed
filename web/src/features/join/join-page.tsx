import { Container, Stack } from '@mui/material';

import { usePageMeta } from '../../components/seo/use-page-meta';

import { ClubPlanNote } from './club-plan-note';
import { JoinHero } from './join-hero';
import { MembershipPlans } from './membership-plans';
import { MembershipRequirements } from './membership-requirements';
import { RegistrationBanner } from './registration-banner';
import { useRegistrationHandshake } from './use-registration-handshake';

export function JoinPage() {
  usePageMeta('join.title', 'join.description');
  const { banner, summary, redirectToAccount } = useRegistrationHandshake();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {banner && (
        <RegistrationBanner kind={banner} summary={summary} redirecting={redirectToAccount} />
      )}
      <JoinHero />
      <Stack spacing={{ xs: 5, md: 7 }}>
        <MembershipPlans />
        <MembershipRequirements />
        <ClubPlanNote />
      </Stack>
    </Container>
  );
}
