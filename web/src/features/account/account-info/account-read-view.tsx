import { formatIsoDateLocal } from '@domain/dates';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { countryLabel } from '../../../components/form-fields/option-labels';
import type { AccountRecord } from '../../../lib/records/records';

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography>{children || '—'}</Typography>
    </Grid>
  );
}

export function AccountReadView({ account }: { account: AccountRecord }) {
  const intl = useIntl();
  const address = account.address;
  return (
    <Grid container spacing={2}>
      <Item labelId="myAccount.info.firstName">{account.firstName}</Item>
      <Item labelId="myAccount.info.lastName">{account.lastName}</Item>
      <Item labelId="myAccount.info.phone">{account.phone}</Item>
      <Item labelId="myAccount.info.dateOfBirth">
        {account.dateOfBirth
          ? formatIsoDateLocal(account.dateOfBirth, intl.locale, {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
            })
          : ''}
      </Item>
      <Item labelId="myAccount.info.gender">
        {account.gender ? intl.formatMessage({ id: `myAccount.gender.${account.gender}` }) : ''}
      </Item>
      <Item labelId="myAccount.address.title">
        {address &&
          [
            [address.streetNumberAndName, address.aptSuiteUnitNumber].filter(Boolean).join(', '),
            [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
            countryLabel(intl, address.country),
          ]
            .filter(Boolean)
            .join(' · ')}
      </Item>
    </Grid>
  );
}
