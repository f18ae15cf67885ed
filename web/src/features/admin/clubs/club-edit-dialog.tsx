import { CLUB_STATUSES, needsStatusReason, normaliseLegacyStatus } from '@domain/status';
import type { ClubInfoWire } from '@domain/wire/club';
import { Alert, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { EditDialogFrame } from '../../../components/ui/edit-dialog-frame';
import { StatusReasonField } from '../../../components/ui/status-reason-field';
import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import type { ClubRecord } from '../../../lib/records/records';
import { decideClubName, updateClubMembership } from '../api/clubs-api';
import { errorText } from '../shared/error-text';
import { HistoryPanel } from '../shared/history-panel';

export interface ClubEditDialogProps {
  club: ClubRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

type InfoKey = Exclude<keyof ClubInfoWire, 'club_logo'>;

const INFO_FIELDS: readonly [InfoKey, string, string][] = [
  ['club_name', 'admin.club.name', 'text'],
  ['club_owner_name', 'admin.club.owner', 'text'],
  ['club_address', 'admin.club.address', 'text'],
  ['club_email', 'admin.club.email', 'email'],
  ['club_phone', 'admin.club.phone', 'tel'],
];

// The form edits the club's details as the API takes them.
const clubInfoOf = (club: ClubRecord): ClubInfoWire => ({
  club_name: club.clubName,
  club_owner_name: club.clubOwnerName,
  club_address: club.clubAddress,
  club_email: club.clubEmail,
  club_phone: club.clubPhone,
  club_logo: club.clubLogo,
});

/** The club's details and status; the logo is kept as it is. */
export function ClubEditDialog({ club, onClose, onSaved }: ClubEditDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const [info, setInfo] = useState<ClubInfoWire | null>(null);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  useEffect(() => {
    setInfo(club ? clubInfoOf(club) : null);
    setStatus(normaliseLegacyStatus(club?.status) ?? '');
    setFailure(null);
    setReason('');
    setReasonMissing(false);
  }, [club]);

  if (!club || !info) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const missing = INFO_FIELDS.some(([key]) => !(info[key] ?? '').trim());
  const from = normaliseLegacyStatus(club.status);
  // Into active, suspended or cancelled only with a reason, which the owner is emailed.
  const needsReason = from !== null && needsStatusReason(from, normaliseLegacyStatus(status));

  const save = async () => {
    if (missing) {
      setFailure(t('admin.club.required'));
      return;
    }
    if (needsReason && !reason.trim()) {
      setReasonMissing(true);
      setFailure(t('admin.statusReason.required'));
      return;
    }
    setSaving(true);
    setFailure(null);
    const trimmed = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.trim() : value,
      ]),
    ) as unknown as ClubInfoWire;
    try {
      await updateClubMembership(config, club.id, {
        club_info: trimmed,
        status: normaliseLegacyStatus(status) ?? undefined,
        status_reason: needsReason ? reason.trim() : undefined,
      });
      onSaved();
      onClose();
    } catch (error) {
      setFailure(errorText(intl, error, 'admin.club.saveFailed'));
      if (error instanceof ApiRequestError) {
        setReasonMissing(error.fieldErrors.some(({ field }) => field === 'status_reason'));
      }
    } finally {
      setSaving(false);
    }
  };

  // The owner's new name waits here; members see the current one until it is approved.
  const decideName = async (decision: 'approve' | 'reject') => {
    setSaving(true);
    setFailure(null);
    try {
      await decideClubName(config, club.id, decision);
      onSaved();
      onClose();
    } catch (error) {
      setFailure(errorText(intl, error, 'admin.club.rename.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialogFrame
      title={<FormattedMessage id="admin.club.title" values={{ name: club.clubName }} />}
      saving={saving}
      failure={failure}
      saveId="admin.account.save"
      savingId="admin.account.saving"
      onSave={save}
      onClose={onClose}
    >
      {club.pendingClubName && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" disabled={saving} onClick={() => void decideName('approve')}>
                {t('admin.club.rename.approve')}
              </Button>
              <Button color="inherit" disabled={saving} onClick={() => void decideName('reject')}>
                {t('admin.club.rename.reject')}
              </Button>
            </Stack>
          }
        >
          <FormattedMessage
            id="admin.club.rename.pending"
            values={{ name: club.pendingClubName }}
          />
        </Alert>
      )}
      <Grid container spacing={2}>
        {INFO_FIELDS.map(([key, labelId, type]) => (
          <Grid key={key} size={{ xs: 12, sm: key === 'club_address' ? 12 : 6 }}>
            <TextField
              fullWidth
              required
              type={type}
              label={t(labelId)}
              value={info[key] ?? ''}
              onChange={(event) => setInfo({ ...info, [key]: event.target.value })}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={t('admin.club.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            {CLUB_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`memberTable.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
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
      </Grid>
      <HistoryPanel recordId={club.id} />
    </EditDialogFrame>
  );
}
