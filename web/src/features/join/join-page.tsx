import { Container, Stack } from '@mui/material';
import type { ReactNode } from 'react';

import { usePageMeta } from '../../components/seo/use-page-meta';

import { ClubPlanNote } from './club-plan-note';
import { JoinHero } from './join-hero';
import { MembershipPlans } from './membership-plans';
import { MembershipRequirements } from './membership-requirements';
import { RegistrationBanner } from './registration-banner';
import { useRegistrationHandshake } from './use-registration-handshake';

/**
 * /join and /membership. A signed-in reader goes straight to registration: the app passes
 * the registration wizard in for them, since one feature does not import another.
 */
export function JoinPage({ registration }: { registration?: ReactNode }) {
  usePageMeta('join.title', 'join.description');
  const { banner, summary, redirectToAccount } = useRegistrationHandshake();
  const registering = Boolean(registration && !banner);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {banner && (
        <RegistrationBanner kind={banner} summary={summary} redirecting={redirectToAccount} />
      )}
      <JoinHero />
      <Stack spacing={{ xs: 5, md: 7 }}>
        {registering ? registration : <MembershipPlans />}
        <MembershipRequirements />
        <ClubPlanNote />
      </Stack>
    </Container>
  );
}
