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
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Grid, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ApiRequestError } from '../../lib/api/api-client';
import { apiMessageText } from '../../lib/api/api-error-text';
import type { MemberRecord } from '../../lib/clubs/member-record';
import { beltLabel } from '../form-fields/option-labels';
import { EditDialogFrame } from '../ui/edit-dialog-frame';
import { StatusReasonField } from '../ui/status-reason-field';

import { MembershipAddressFields } from './membership-address-fields';
import {
  missingAddress,
  membershipFormValues,
  membershipUpdatePayload,
  statusReasonNeeded,
  type MembershipFormValues,
  type MembershipUpdatePayload,
} from './membership-form-values';
import { SelectField } from './select-field';

export interface MembershipEditDialogProps {
  member: MemberRecord | null;
  /** Club-owner mode: role, belt, school, tier and status are read-only and never sent. */
  isClubOwner?: boolean;
  onSave: (member: MemberRecord, payload: MembershipUpdatePayload) => Promise<void>;
  onClose: () => void;
  /** Shown under the form, for instance the record's change history. */
  children?: ReactNode;
}

type TextKey = Exclude<
  keyof MembershipFormValues,
  'competition_categories' | 'use_account_address' | 'address'
>;

/** Edits every field of a membership (spec 02): personal details, taekwondo, tier, status. */
export function MembershipEditDialog({
  member,
  isClubOwner = false,
  onSave,
  onClose,
  children,
}: MembershipEditDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState<MembershipFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  useEffect(() => {
    setValues(member ? membershipFormValues(member) : null);
    setError(null);
    setReason('');
    setReasonMissing(false);
  }, [member]);

  if (!member || !values) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const set = (key: TextKey) => (value: string) => setValues({ ...values, [key]: value });
  const textField = (
    key: TextKey,
    labelId: string,
    options: { type?: string; required?: boolean; readOnly?: boolean; helperId?: string } = {},
  ) => (
    <TextField
      fullWidth
      label={t(labelId)}
      type={options.type ?? 'text'}
      value={values[key]}
      required={options.required}
      disabled={options.readOnly}
      helperText={options.helperId ? t(options.helperId) : undefined}
      onChange={(event) => set(key)(event.target.value)}
      slotProps={{ inputLabel: options.type === 'date' ? { shrink: true } : undefined }}
    />
  );
  const plain = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
  const labelled = (list: readonly string[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const toggleCategory = (category: string) => {
    const chosen = values.competition_categories;
    setValues({
      ...values,
      competition_categories: chosen.includes(category)
        ? chosen.filter((value) => value !== category)
        : [...chosen, category],
    });
  };
  const missingName = !values.first_name.trim() || !values.last_name.trim();
  // Past review, the person is the administrators' to change (domain membership-rules).
  const identity =
    isClubOwner && identityLocked(member.status as MembershipStatus)
      ? { readOnly: true, helperId: 'memberEdit.identityLocked' }
      : {};
  const needsReason = !isClubOwner && statusReasonNeeded(member, values);

  const save = async () => {
    if (missingName) {
      setError(t('memberEdit.nameRequired'));
      return;
    }
    if (missingAddress(values)) {
      setError(t('memberEdit.addressRequired'));
      return;
    }
    if (needsReason && !reason.trim()) {
      setReasonMissing(true);
      setError(t('admin.statusReason.required'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const statusReason = needsReason ? reason : undefined;
      await onSave(member, membershipUpdatePayload(values, { isClubOwner, statusReason }));
      onClose();
    } catch (failure) {
      // The server's refusal (a missing reason, activation past expiry), in the reader's language.
      const refused = failure instanceof ApiRequestError && failure.status < 500;
      setError((refused && apiMessageText(intl, failure)) || t('memberEdit.saveFailed'));
      if (refused) {
        setReasonMissing(failure.fieldErrors.some(({ field }) => field === 'status_reason'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialogFrame
      title={
        <FormattedMessage
          id="memberEdit.title"
          values={{ name: `${values.first_name} ${values.last_name}`.trim() }}
        />
      }
      maxWidth="md"
      saving={saving}
      failure={error}
      saveId="memberEdit.save"
      savingId="memberEdit.saving"
      onSave={save}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('first_name', 'memberEdit.firstName', { required: true, ...identity })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('last_name', 'memberEdit.lastName', { required: true, ...identity })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('email', 'memberEdit.email', { type: 'email' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('phone', 'memberEdit.phone', { type: 'tel' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('date_of_birth', 'memberEdit.dateOfBirth', { type: 'date', ...identity })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.gender')}
            value={values.gender}
            options={labelled(GENDERS, 'memberEdit.gender')}
            onChange={set('gender')}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>{textField('parent_name', 'memberEdit.parentName')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.tShirtSize')}
            value={values.t_shirt_size}
            options={plain(T_SHIRT_SIZES)}
            onChange={set('t_shirt_size')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.uniformSize')}
            value={values.uniform_size}
            options={plain(UNIFORM_SIZES)}
            onChange={set('uniform_size')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.role')}
            value={values.role}
            options={labelled(MEMBERSHIP_ROLES, 'memberTable.role')}
            onChange={set('role')}
            disabled={isClubOwner}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.beltRank')}
            value={values.belt_rank}
            options={COACH_BELT_RANKS.map((value) => ({ value, label: beltLabel(intl, value) }))}
            onChange={set('belt_rank')}
            disabled={isClubOwner}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('current_school', 'memberEdit.school', { readOnly: isClubOwner })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.tier')}
            value={values.membership_tier}
            options={labelled(TIERS, 'memberTable.tier')}
            onChange={set('membership_tier')}
            disabled={isClubOwner}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('memberEdit.status')}
            value={values.status}
            options={labelled(MEMBERSHIP_STATUSES, 'memberTable.status')}
            onChange={set('status')}
            disabled={isClubOwner}
          />
        </Grid>
        {needsReason && (
          <Grid size={{ xs: 12 }}>
            <StatusReasonField
              value={reason}
              missing={reasonMissing}
              onChange={(value) => {
                setReason(value);
                if (value.trim()) setReasonMissing(false);
              }}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <MembershipAddressFields
            useAccountAddress={values.use_account_address}
            address={values.address}
            onUseAccountAddress={(use) => setValues({ ...values, use_account_address: use })}
            onAddress={(address) => setValues({ ...values, address })}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <FormLabel component="legend">
            <FormattedMessage id="memberEdit.categories" />
          </FormLabel>
          <FormGroup row>
            {COMPETITION_CATEGORIES.map((category) => (
              <FormControlLabel
                key={category}
                control={
                  <Checkbox
                    checked={values.competition_categories.includes(category)}
                    onChange={() => toggleCategory(category)}
                  />
                }
                label={t(`memberEdit.category.${category}`)}
              />
            ))}
          </FormGroup>
        </Grid>
      </Grid>
      {children}
    </EditDialogFrame>
  );
}
