import type { CardStatusWire } from '@domain/wire/member-card';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GppBadIcon from '@mui/icons-material/GppBad';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  DescriptionItem,
  DescriptionList,
} from '../../components/description-list/description-list';
import { beltLabel, divisionLabel } from '../../components/form-fields/option-labels';

import type { CardCheck, CheckedCard } from './card-checker';

export type ShownVerdict = CardCheck['verdict'] | 'unknown';

/** Each verdict's colour, icon and words: never the colour alone. */
const LOOK: Record<
  ShownVerdict,
  { color: 'success' | 'warning' | 'error' | 'info'; Icon: typeof CheckCircleIcon }
> = {
  valid: { color: 'success', Icon: CheckCircleIcon },
  expired: { color: 'warning', Icon: EventBusyIcon },
  revoked: { color: 'error', Icon: BlockIcon },
  invalid: { color: 'error', Icon: GppBadIcon },
  unknown: { color: 'info', Icon: HelpOutlineIcon },
};

/** The live status of a member ID, as the page asked the API for it. */
export type LiveStatus =
  | { status: 'loading' }
  | { status: 'done'; answer: CardStatusWire }
  | { status: 'failed' }
  | { status: 'offline' };

/** The big verdict: icon and word in the verdict's colour; focus moves to it when it changes. */
function VerdictHeading({ verdict, labelId }: { verdict: ShownVerdict; labelId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [verdict, labelId]);
  const { color, Icon } = LOOK[verdict];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, color: `${color}.dark` }}>
      <Icon sx={{ fontSize: { xs: 64, sm: 80 } }} aria-hidden />
      <Box>
        <Typography variant="overline" component="p" color="textSecondary">
          <FormattedMessage id={labelId} />
        </Typography>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ fontWeight: 700, outline: 'none', fontSize: { xs: '2.25rem', sm: '2.75rem' } }}
          data-verdict={verdict}
        >
          <FormattedMessage id={`verify.verdict.${verdict}`} />
        </Typography>
      </Box>
    </Box>
  );
}

function Frame({ verdict, children }: { verdict: ShownVerdict; children: ReactNode }) {
  const { color } = LOOK[verdict];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderWidth: 3, borderColor: `${color}.main` }}
    >
      {children}
    </Paper>
  );
}

interface Holder {
  memberId: string;
  name: string | null;
  division: string | null;
  beltRank: string | null;
  clubName: string | null;
  validThrough: string | null;
}

function HolderDetails({ holder }: { holder: Holder }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'verify.details.none' });
  return (
    <Box sx={{ mt: 2 }}>
      {holder.name && (
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {holder.name}
        </Typography>
      )}
      <DescriptionList columnGap={2} rowGap={0.5} termWidth="max-content">
        <DescriptionItem labelId="verify.details.memberId">{holder.memberId}</DescriptionItem>
        <DescriptionItem labelId="verify.details.division">
          {holder.division ? divisionLabel(intl, holder.division) : none}
        </DescriptionItem>
        <DescriptionItem labelId="verify.details.belt">
          {holder.beltRank ? beltLabel(intl, holder.beltRank) : none}
        </DescriptionItem>
        <DescriptionItem labelId="verify.details.club">{holder.clubName ?? none}</DescriptionItem>
        <DescriptionItem labelId="verify.details.validThrough">
          {holder.validThrough
            ? intl.formatDate(`${holder.validThrough}T12:00:00Z`, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })
            : none}
        </DescriptionItem>
      </DescriptionList>
    </Box>
  );
}

const fromCard = (card: CheckedCard): Holder => card;

const fromLive = (answer: CardStatusWire): Holder => ({
  memberId: answer.member_id,
  name: answer.name,
  division: answer.division,
  beltRank: answer.belt_rank,
  clubName: answer.club_name,
  validThrough: answer.valid_through,
});

function LiveLine({ live, cardVerdict }: { live: LiveStatus; cardVerdict: ShownVerdict }) {
  const intl = useIntl();
  if (live.status === 'offline') {
    return (
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        <FormattedMessage id="verify.live.offline" />
      </Typography>
    );
  }
  if (live.status === 'loading') {
    return (
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>
          <FormattedMessage id="verify.live.loading" />
        </Typography>
      </Box>
    );
  }
  if (live.status === 'failed') {
    return (
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        <FormattedMessage id="verify.live.failed" />
      </Typography>
    );
  }
  const verdict = intl.formatMessage({ id: `verify.verdict.${live.answer.verdict}` });
  const disagrees = live.answer.verdict !== cardVerdict;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>
        <FormattedMessage id="verify.live.status" values={{ verdict }} />
      </Typography>
      {disagrees && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <FormattedMessage
            id="verify.live.disagrees"
            values={{ card: intl.formatMessage({ id: `verify.verdict.${cardVerdict}` }), verdict }}
          />
        </Alert>
      )}
    </Box>
  );
}

/** A scanned or pasted card: the offline verdict, then the live status when online. */
export function CardVerdictPanel({ check, live }: { check: CardCheck; live: LiveStatus | null }) {
  return (
    <Frame verdict={check.verdict}>
      <VerdictHeading verdict={check.verdict} labelId="verify.verdict.cardLabel" />
      {check.verdict === 'invalid' ? (
        <Typography sx={{ mt: 2 }}>
          <FormattedMessage id={`verify.invalid.${check.reason}`} />
        </Typography>
      ) : (
        <HolderDetails holder={fromCard(check.card)} />
      )}
      {/* The live status arrives after the verdict has taken focus: announced as it comes. */}
      <Box aria-live="polite">
        {check.verdict !== 'invalid' && live && (
          <LiveLine live={live} cardVerdict={check.verdict} />
        )}
      </Box>
    </Frame>
  );
}

/** A typed member ID, online: what the association's records say now. */
export function LiveVerdictPanel({ answer }: { answer: CardStatusWire }) {
  return (
    <Frame verdict={answer.verdict}>
      <VerdictHeading verdict={answer.verdict} labelId="verify.verdict.liveLabel" />
      {answer.verdict === 'unknown' ? (
        <Typography sx={{ mt: 2 }}>
          <FormattedMessage id="verify.unknownMemberId" values={{ memberId: answer.member_id }} />
        </Typography>
      ) : (
        <HolderDetails holder={fromLive(answer)} />
      )}
    </Frame>
  );
}
