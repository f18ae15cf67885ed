import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { PaymentField, PaymentView } from './payment-view';

// The date first: on a small screen a member scans the cards by when they paid.
const CARD_FIELDS: readonly Exclude<PaymentField, 'member'>[] = [
  'date',
  'purpose',
  'tier',
  'amount',
  'status',
];

/** The payment history on a phone or tablet: one card per payment, named by whom it paid. */
export function PaymentCards({
  payments,
  labelledBy,
}: {
  payments: readonly PaymentView[];
  /** The id of the history's heading, which names the list. */
  labelledBy: string;
}) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {payments.map((payment) => (
        <Card key={payment.id} component="li" variant="outlined">
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {payment.member}
            </Typography>
            {payment.covers && (
              <Typography variant="body2" color="textSecondary">
                {payment.covers}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1.5,
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 1,
                alignItems: 'start',
              }}
            >
              {CARD_FIELDS.map((field) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    <FormattedMessage id={`myAccount.payments.column.${field}`} />
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {payment[field]}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
