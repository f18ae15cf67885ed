import { itemsAmount } from '@domain/payment-items';
import { formatCents, priceFor } from '@domain/pricing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { DueMembership } from '../../../lib/account/dues';
import { fullName } from '../../../lib/records/records';

/**
 * The memberships one card payment can cover, what each costs, and one button for all of
 * them (shown when more than one is due).
 */
export function HouseholdPanel({
  due,
  onPayAll,
}: {
  due: readonly DueMembership[];
  onPayAll: () => void;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale);
  const renewing = due.some((item) => item.purpose === 'renewal');
  return (
    <Card component="section" aria-labelledby="household-heading" variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="household-heading" component="h3" variant="h4" gutterBottom>
          <FormattedMessage id="myAccount.household.title" />
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          <FormattedMessage id="myAccount.household.intro" />
        </Typography>
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'myAccount.household.label' })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {due.map(({ membership, purpose, tier }) => (
            <Stack
              component="li"
              key={membership.id}
              direction="row"
              sx={{ justifyContent: 'space-between', gap: 2, py: 0.5, flexWrap: 'wrap' }}
            >
              <Typography>
                {fullName(membership)}{' '}
                <Typography component="span" variant="body2" color="textSecondary">
                  ({intl.formatMessage({ id: `myAccount.household.${purpose}` })},{' '}
                  {intl.formatMessage({ id: `myAccount.tier.${tier}` })})
                </Typography>
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{money(priceFor(tier))}</Typography>
            </Stack>
          ))}
        </Box>
        <Button variant="contained" sx={{ mt: 2 }} aria-haspopup="dialog" onClick={onPayAll}>
          <FormattedMessage
            id={renewing ? 'myAccount.household.renewAll' : 'myAccount.household.payAll'}
            values={{ count: due.length, amount: money(itemsAmount(due)) }}
          />
        </Button>
      </CardContent>
    </Card>
  );
}
