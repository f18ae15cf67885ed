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
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@domain/status';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';

import { messageOr } from '../../i18n/message-or';
import type { AddressRecord, MembershipRecord } from '../../lib/records/records';
import { beltLabel } from '../form-fields/option-labels';
import { SelectField } from '../member-table/select-field';

import { MembershipAddressFields } from './membership-address-fields';
import type {
  MembershipEditMode,
  MembershipFormErrors,
  MembershipFormValues,
  MembershipTextField,
} from './membership-form-values';

export interface MembershipFieldsProps {
  membership: MembershipRecord;
  mode: MembershipEditMode;
  values: MembershipFormValues;
  onChange: (patch: Partial<MembershipFormValues>) => void;
  /** Each field's problem at the last save, as a message key. */
  errors: MembershipFormErrors;
  readOnly: boolean;
  accountAddress?: AddressRecord | null;
}

/**
 * Every field of a membership. The owner and the club owner change the
 * personal details, address and competition categories; role, belt, school and tier are
 * shown locked, and past review the name and date of birth too. An administrator changes
 * everything, the status included.
 */
export function MembershipFields({
  membership,
  mode,
  values,
  onChange,
  errors,
  readOnly,
  accountAddress,
}: MembershipFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isAdmin = mode === 'admin';
  const identityHelper =
    !isAdmin && identityLocked(membership.status as MembershipStatus)
      ? t('memberEdit.identityLocked')
      : undefined;
  const errorText = (key: MembershipTextField) => {
    const error = errors[key];
    return error ? t(error) : undefined;
  };
  const textField = (
    key: MembershipTextField,
    labelId: string,
    options: { type?: string; required?: boolean; lockedHelper?: string } = {},
  ) => (
    <TextField
      fullWidth
      label={t(labelId)}
      type={options.type ?? 'text'}
      value={values[key]}
      required={options.required}
      disabled={readOnly || Boolean(options.lockedHelper)}
      error={Boolean(errors[key])}
      helperText={errorText(key) ?? options.lockedHelper}
      onChange={(event) => onChange({ [key]: event.target.value })}
      slotProps={{ inputLabel: options.type === 'date' ? { shrink: true } : undefined }}
    />
  );
  const select = (
    key: MembershipTextField,
    labelId: string,
    options: readonly { value: string; label: string }[],
    required = !isAdmin,
  ) => (
    <SelectField
      label={t(labelId)}
      value={values[key]}
      options={options}
      onChange={(value) => onChange({ [key]: value })}
      disabled={readOnly}
      required={required}
      helperText={errorText(key)}
    />
  );
  // What only an administrator changes: a select for them, the value locked for others.
  const adminOnly = (
    key: MembershipTextField,
    labelId: string,
    options: readonly { value: string; label: string }[] | null,
    shown: string,
  ) =>
    isAdmin ? (
      options ? (
        select(key, labelId, options, false)
      ) : (
        textField(key, labelId)
      )
    ) : (
      <TextField
        fullWidth
        label={t(labelId)}
        value={shown}
        disabled
        helperText={t('myAccount.membership.locked')}
      />
    );
  const plain = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
  const labelled = (list: readonly string[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  // An administrator's choices keep the stored value when it is not a current option.
  const withCurrent = (list: readonly string[], current: string) =>
    current && !list.includes(current) ? [current, ...list] : list;
  const toggleCategory = (category: string, checked: boolean) =>
    onChange({
      competitionCategories: checked
        ? COMPETITION_CATEGORIES.filter(
            (c) => c === category || values.competitionCategories.includes(c),
          )
        : values.competitionCategories.filter((c) => c !== category),
    });
  const notAvailable = t('myAccount.notAvailable');

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        {textField('firstName', 'memberEdit.firstName', {
          required: true,
          lockedHelper: identityHelper,
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {textField('lastName', 'memberEdit.lastName', {
          required: true,
          lockedHelper: identityHelper,
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {textField('email', 'memberEdit.email', { type: 'email' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {textField('phone', 'memberEdit.phone', { type: 'tel' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {textField('dateOfBirth', 'memberEdit.dateOfBirth', {
          type: 'date',
          required: !isAdmin,
          lockedHelper: identityHelper,
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('gender', 'memberEdit.gender', labelled(GENDERS, 'memberEdit.gender'))}
      </Grid>
      <Grid size={{ xs: 12 }}>{textField('parentName', 'memberEdit.parentName')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('tShirtSize', 'memberEdit.tShirtSize', plain(T_SHIRT_SIZES))}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('uniformSize', 'memberEdit.uniformSize', plain(UNIFORM_SIZES))}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {adminOnly(
          'role',
          'memberEdit.role',
          labelled(withCurrent(MEMBERSHIP_ROLES, values.role), 'memberTable.role'),
          messageOr(intl, `memberTable.role.${membership.role}`, membership.role),
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {adminOnly(
          'beltRank',
          'memberEdit.beltRank',
          withCurrent(COACH_BELT_RANKS, values.beltRank).map((value) => ({
            value,
            label: beltLabel(intl, value),
          })),
          membership.beltRank ? beltLabel(intl, membership.beltRank) : notAvailable,
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {adminOnly(
          'currentSchool',
          'memberEdit.school',
          null,
          membership.currentSchool || notAvailable,
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {adminOnly(
          'membershipTier',
          'memberEdit.tier',
          labelled(TIERS, 'memberTable.tier'),
          messageOr(intl, `memberTable.tier.${membership.membershipTier ?? ''}`, notAvailable),
        )}
      </Grid>
      {mode !== 'owner' && (
        // The club owner sees the status, which only an administrator changes.
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.status')}
            value={values.status}
            options={labelled(MEMBERSHIP_STATUSES, 'memberTable.status')}
            onChange={(status) => onChange({ status })}
            disabled={readOnly || !isAdmin}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12 }}>
        <MembershipAddressFields
          useAccountAddress={values.useAccountAddress}
          address={values.address}
          errors={errors.address ?? {}}
          accountAddress={accountAddress}
          disabled={readOnly}
          onUseAccountAddress={(use) => onChange({ useAccountAddress: use })}
          onAddress={(address) => onChange({ address })}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormControl component="fieldset" disabled={readOnly}>
          <FormLabel component="legend">
            <FormattedMessage id="memberEdit.categories" />
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
                label={t(`memberEdit.category.${category}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Grid>
    </Grid>
  );
}
