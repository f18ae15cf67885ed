import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';

import { usePageMeta } from '../../components/seo/use-page-meta';

import { ClubPlanNote } from './club-plan-note';
import { JoinHero } from './join-hero';
import { JoinStart, type JoinMode } from './join-start';
import { MembershipPlans, MEMBERSHIP_TIERS_ID } from './membership-plans';
import { MembershipRequirements } from './membership-requirements';
import { RegistrationBanner } from './registration-banner';
import { useRegistrationHandshake } from './use-registration-handshake';

export interface JoinPageProps {
  /** A signed-in reader's registration: the wizard at the membership step. */
  registration?: ReactNode;
  /** A visitor's ways in besides social sign-in: the wizard from its first step, and sign-in. */
  visitor?: { registration: ReactNode; signIn: ReactNode };
}

/**
 * /join and /membership. A visitor sees the plans and the join modes (social
 * sign-in, registration, sign-in); a signed-in reader goes straight to registration. The
 * app passes the wizard and the sign-in in, since one feature does not import another.
 */
export function JoinPage({ registration, visitor }: JoinPageProps) {
  usePageMeta('join.title', 'join.description');
  const { banner, summary, redirectToAccount } = useRegistrationHandshake();
  const [mode, setMode] = useState<JoinMode>('social');
  // Signing up inside the visitor's wizard signs them in: that wizard carries on.
  const visitorRegistering = mode === 'registration' && Boolean(visitor);
  const registering = Boolean(registration && !banner && !visitorRegistering);
  const showStart = Boolean(visitor && !banner && !registering);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {banner && (
        <RegistrationBanner kind={banner} summary={summary} redirecting={redirectToAccount} />
      )}
      <JoinHero />
      <Stack spacing={{ xs: 5, md: 7 }}>
        {registering ? (
          // The hero's and the footer's 'Join IT' links aim at the plans: here, the wizard.
          <Box id={MEMBERSHIP_TIERS_ID}>{registration}</Box>
        ) : (
          <MembershipPlans />
        )}
        {showStart && visitor && (
          <JoinStart
            mode={mode}
            onModeChange={setMode}
            registration={visitor.registration}
            signIn={visitor.signIn}
          />
        )}
        <MembershipRequirements />
        <ClubPlanNote />
      </Stack>
    </Container>
  );
}
