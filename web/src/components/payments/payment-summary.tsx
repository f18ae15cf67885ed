import { ATHLETE_TIERS, type AthleteTier } from '@domain/enums';
import { itemsAmount } from '@domain/payment-items';
import { formatCents, priceFor } from '@domain/pricing';
import { renewedExpiry } from '@domain/renewal';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatExpiry } from '../../lib/account/dues';
import { RadioFieldset } from '../ui/radio-fieldset';

import type { PaymentTarget } from './payment-target';

/** The new expiry a payment made now gives: a year from the later of the expiry and today. */
export const validThroughAfterPaying = (expiresAt: string | null, now: Date) =>
  renewedExpiry(expiresAt ? new Date(expiresAt) : now, now);

function Line({ label, amount }: { label: ReactNode; amount: string | null }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      {amount && <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{amount}</Typography>}
    </Stack>
  );
}

/**
 * What the payment covers and what it costs; for a renewal, the new valid-through date, and
 * for a membership renewal the choice of tier (the intent is prepared again when it changes;
 * the radios stay enabled meanwhile so keyboard focus is not lost).
 */
export function PaymentSummary({
  target,
  amountCents,
  tier,
  onTierChange,
  now,
}: {
  target: PaymentTarget;
  /** The server's amount once the intent is ready, the domain price before. */
  amountCents: number | null;
  tier: AthleteTier | undefined;
  onTierChange: (tier: AthleteTier) => void;
  now: Date;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale);
  const amount = amountCents === null ? null : money(amountCents);
  const validThrough = (expiresAt: string | null) =>
    formatExpiry(validThroughAfterPaying(expiresAt, now), intl.locale);

  if (target.kind === 'household') {
    return (
      <Stack spacing={1}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {target.items.map((item) => (
            <Box component="li" key={item.id} sx={{ py: 0.75 }}>
              <Line
                label={
                  <FormattedMessage
                    id={item.expiresAt ? 'payments.household.renewal' : 'payments.household.first'}
                    values={{
                      name: item.name,
                      tier: intl.formatMessage({ id: `myAccount.tier.${item.tier}` }),
                    }}
                  />
                }
                amount={money(priceFor(item.tier))}
              />
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage
                  id="payments.validThroughAfter"
                  values={{ date: validThrough(item.expiresAt) }}
                />
              </Typography>
            </Box>
          ))}
        </Box>
        <Line
          label={
            <Box component="span" sx={{ fontWeight: 700 }}>
              <FormattedMessage
                id="payments.household.total"
                values={{ count: target.items.length }}
              />
            </Box>
          }
          amount={money(itemsAmount(target.items))}
        />
      </Stack>
    );
  }

  if (target.kind === 'event_entry') {
    return (
      <Line
        label={
          <FormattedMessage
            id="payments.eventEntryFee"
            values={{ name: target.name, event: target.eventTitle }}
          />
        }
        amount={amount}
      />
    );
  }

  const renewal = target.renewal;
  const feeId =
    target.kind === 'club'
      ? renewal
        ? 'payments.clubRenewalFee'
        : 'payments.clubFee'
      : renewal
        ? 'payments.membershipRenewalFee'
        : 'payments.membershipFee';
  return (
    <Stack spacing={1.5}>
      {target.kind === 'membership' && renewal && tier && (
        <RadioFieldset
          legendId="payments.tier.label"
          name="renewal-tier"
          value={tier}
          onChange={(value) => onTierChange(value as AthleteTier)}
        >
          {ATHLETE_TIERS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={intl.formatMessage(
                { id: 'payments.tier.option' },
                {
                  tier: intl.formatMessage({ id: `myAccount.tier.${option}` }),
                  amount: money(priceFor(option)),
                },
              )}
            />
          ))}
        </RadioFieldset>
      )}
      <Line
        label={<FormattedMessage id={feeId} values={{ name: target.name }} />}
        amount={amount}
      />
      {target.kind === 'club' && (
        <Typography variant="body2">
          <FormattedMessage id="payments.clubIncludesCoach" />
        </Typography>
      )}
      {renewal && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          <FormattedMessage
            id="payments.validThroughAfter"
            values={{ date: validThrough(renewal.expiresAt) }}
          />
        </Typography>
      )}
    </Stack>
  );
}
