import {
  COACH_BELT_RANKS,
  COMPETITION_CATEGORIES,
  GENDERS,
  MEMBERSHIP_ROLES,
  T_SHIRT_SIZES,
  TIERS,
  UNIFORM_SIZES,
} from '@domain/enums';
import { identityLocked } from '@domain/membership-rules';
import type { MembershipStatus } from '@domain/status';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';

import { beltLabel } from '../../../components/form-fields/option-labels';
import type { AccountRecord, MembershipRecord } from '../../../lib/records/records';
import { AddressInputs } from '../address-inputs';

import { useMembershipCells } from './membership-cells';
import type { MembershipFormValues } from './membership-form-values';

type Field = Exclude<keyof MembershipFormValues, 'useAccountAddress' | 'competitionCategories'>;

/**
 * Personal details and competition categories the owner may change. Role, belt, school and
 * tier are locked for everyone but administrators, who edit them here too.
 */
export function MembershipDetailsForm({
  membership,
  account,
  values,
  onChange,
  missing,
  readOnly,
  isAdmin,
}: {
  membership: MembershipRecord;
  account: AccountRecord;
  values: MembershipFormValues;
  onChange: (patch: Partial<MembershipFormValues>) => void;
  missing: string[];
  readOnly: boolean;
  isAdmin: boolean;
}) {
  const intl = useIntl();
  const cells = useMembershipCells()(membership);
  const requiredText = intl.formatMessage({ id: 'myAccount.form.required' });
  const lockedText = intl.formatMessage({ id: 'myAccount.membership.locked' });
  // Past review, the person is the administrators' to change (domain membership-rules).
  const identityText =
    !isAdmin && identityLocked(membership.status as MembershipStatus)
      ? intl.formatMessage({ id: 'myAccount.membership.identityLocked' })
      : undefined;
  const text = (
    field: Field,
    labelId: string,
    options: { required?: boolean; type?: string; lockedText?: string } = {},
  ) => (
    <TextField
      label={intl.formatMessage({ id: labelId })}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required={options.required ?? true}
      type={options.type ?? 'text'}
      disabled={readOnly || Boolean(options.lockedText)}
      error={missing.includes(field)}
      helperText={missing.includes(field) ? requiredText : options.lockedText}
      slotProps={options.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  const select = (
    field: Field,
    labelId: string,
    options: readonly string[],
    optionLabel?: (v: string) => string,
  ) => (
    <TextField
      select
      label={intl.formatMessage({ id: labelId })}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required
      disabled={readOnly}
      error={missing.includes(field)}
      helperText={missing.includes(field) ? requiredText : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel ? optionLabel(option) : option}
        </MenuItem>
      ))}
    </TextField>
  );
  const locked = (labelId: string, value: string) => (
    <TextField
      label={intl.formatMessage({ id: labelId })}
      value={value}
      disabled
      helperText={lockedText}
    />
  );
  const categoryLabel = (category: string) =>
    intl.formatMessage({ id: `myAccount.category.${category}` });
  const toggleCategory = (category: string, checked: boolean) =>
    onChange({
      competitionCategories: checked
        ? COMPETITION_CATEGORIES.filter(
            (c) => c === category || values.competitionCategories.includes(c),
          )
        : values.competitionCategories.filter((c) => c !== category),
    });
  // An administrator's choices, with the stored value kept when it is not a current option.
  const withCurrent = (options: readonly string[], current: string) =>
    current && !options.includes(current) ? [current, ...options] : options;

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('firstName', 'myAccount.info.firstName', { lockedText: identityText })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('lastName', 'myAccount.info.lastName', { lockedText: identityText })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('email', 'myAccount.info.email', { required: false, type: 'email' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('phone', 'myAccount.info.phone', { required: false, type: 'tel' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('dateOfBirth', 'myAccount.info.dateOfBirth', {
          type: 'date',
          lockedText: identityText,
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('gender', 'myAccount.info.gender', GENDERS, (g) =>
          intl.formatMessage({ id: `myAccount.gender.${g}` }),
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('parentName', 'myAccount.membership.parentName', { required: false })}
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        {select('tShirtSize', 'myAccount.membership.tShirtSize', T_SHIRT_SIZES)}
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        {select('uniformSize', 'myAccount.membership.uniformSize', UNIFORM_SIZES)}
      </Grid>
      {isAdmin ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'role',
              'myAccount.memberships.column.role',
              withCurrent(MEMBERSHIP_ROLES, values.role),
              (role) => intl.formatMessage({ id: `myAccount.role.${role}` }),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'beltRank',
              'myAccount.memberships.column.beltRank',
              withCurrent(COACH_BELT_RANKS, values.beltRank),
              (rank) => beltLabel(intl, rank),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('currentSchool', 'myAccount.memberships.column.school', { required: false })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('membershipTier', 'myAccount.memberships.column.tier', TIERS, (tier) =>
              intl.formatMessage({ id: `myAccount.tier.${tier}` }),
            )}
          </Grid>
        </>
      ) : (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            {locked('myAccount.memberships.column.role', cells.role)}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {locked('myAccount.memberships.column.beltRank', cells.beltRank)}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {locked('myAccount.memberships.column.school', cells.school)}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {locked('myAccount.memberships.column.tier', cells.tier)}
          </Grid>
        </>
      )}
      <Grid size={12}>
        <FormControl component="fieldset" disabled={readOnly}>
          <FormLabel component="legend">
            <FormattedMessage id="myAccount.membership.categories" />
          </FormLabel>
          <FormGroup row>
            {COMPETITION_CATEGORIES.map((category) => (
              <FormControlLabel
                key={category}
                control={
                  <Checkbox
                    checked={values.competitionCategories.includes(category)}
                    onChange={(event) => toggleCategory(category, event.target.checked)}
                  />
                }
                label={categoryLabel(category)}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Grid>
      <Grid size={12}>
        <Typography component="h3" variant="h4" sx={{ mt: 1 }}>
          <FormattedMessage id="myAccount.address.title" />
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={values.useAccountAddress}
              onChange={(event) => onChange({ useAccountAddress: event.target.checked })}
              disabled={readOnly}
            />
          }
          label={intl.formatMessage({
            id: values.useAccountAddress
              ? 'myAccount.membership.useAccountAddress'
              : 'myAccount.membership.useDifferentAddress',
          })}
        />
        {values.useAccountAddress && account.address && (
          <Typography variant="body2" color="text.secondary">
            {[account.address.streetNumberAndName, account.address.city, account.address.state]
              .filter(Boolean)
              .join(', ')}
          </Typography>
        )}
      </Grid>
      {!values.useAccountAddress && (
        <Grid size={12}>
          <AddressInputs
            values={values}
            onChange={(field, value) => onChange({ [field]: value })}
            missing={missing}
            disabled={readOnly}
          />
        </Grid>
      )}
    </Grid>
  );
}
