import { todayIso } from '@domain/age';
import { memberBadge } from '@domain/status';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { DirectoryMember } from './api/directory-entry';
import { divisionMessageId } from './belt-message';
import { BeltSwatch } from './belt-swatch';
import { BeltText } from './belt-text';
import { CardDetail, CardDetails } from './card-details';
import { MemberBadgeChip } from './member-badge-chip';

export const MAX_CARD_ACHIEVEMENTS = 2;

/** An athlete, referee or coach as the directory shows them. */
export function MemberCard({ member }: { member: DirectoryMember }) {
  const badge = memberBadge(member, todayIso());
  const achievements = (member.achievements ?? []).slice(0, MAX_CARD_ACHIEVEMENTS);
  return (
    <Card sx={{ width: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Typography component="h3" variant="h4" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
            {member.name}
          </Typography>
          {badge && <MemberBadgeChip badge={badge} />}
        </Box>
        {member.memberId && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            <FormattedMessage id="directory.card.memberId" values={{ memberId: member.memberId }} />
          </Typography>
        )}
        <CardDetails>
          {member.beltRank && (
            <CardDetail labelId="directory.card.belt">
              <BeltSwatch rank={member.beltRank} />
              <BeltText rank={member.beltRank} />
            </CardDetail>
          )}
          {member.division && (
            <CardDetail labelId="directory.card.division">
              <FormattedMessage id={divisionMessageId(member.division)} />
            </CardDetail>
          )}
          {member.refereeLevel && (
            <CardDetail labelId="directory.card.refereeLevel">
              <FormattedMessage id={`directory.refereeLevel.${member.refereeLevel}`} />
            </CardDetail>
          )}
          {member.coachType && (
            <CardDetail labelId="directory.card.coachType">
              <FormattedMessage id={`directory.coachType.${member.coachType}`} />
            </CardDetail>
          )}
          {member.clubName && (
            <CardDetail labelId="directory.card.club">{member.clubName}</CardDetail>
          )}
        </CardDetails>
        {achievements.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              <FormattedMessage id="directory.card.achievements" />
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {achievements.map((achievement) => (
                <Typography key={achievement} component="li" variant="body2">
                  {achievement}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
