import { CLUB_STATUSES } from '@domain/status';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ApiRequestError } from '../../lib/api/api-client';
import { apiErrorText, apiRefusalText } from '../../lib/api/api-error-text';
import type { ClubRecord } from '../../lib/records/records';
import { ClubLogoAvatar } from '../club-logo/club-logo-avatar';
import { EditDialogFrame } from '../ui/edit-dialog-frame';
import { StatusReasonField } from '../ui/status-reason-field';

import {
  CLUB_TEXT_FIELDS,
  clubFormErrors,
  clubFormValues,
  clubReasonNeeded,
  clubUpdateBody,
  type ClubEditRole,
  type ClubFormValues,
  type ClubTextField,
  type ClubUpdateBody,
} from './club-form-values';
import { logoFileProblem, resizedLogo } from './club-logo';

export interface ClubEditDialogProps {
  club: ClubRecord;
  role: ClubEditRole;
  /** Sends the update (PUT /club-memberships/{id}) as the role may. */
  save: (body: ClubUpdateBody) => Promise<unknown>;
  onClose: () => void;
  onSaved?: () => void;
  /** The administrator's answer to the new name the owner asked for. */
  decideName?: (decision: 'approve' | 'reject') => Promise<unknown>;
  /** Shown under the form, for instance the record's change history. */
  children?: ReactNode;
}

// Each role's catalogue: the administrator's console and My Account name things apart.
const ROLE_TEXT = {
  admin: {
    fields: ['club_name', 'club_owner_name', 'club_address', 'club_email', 'club_phone'],
    label: {
      club_name: 'admin.club.name',
      club_owner_name: 'admin.club.owner',
      club_address: 'admin.club.address',
      club_email: 'admin.club.email',
      club_phone: 'admin.club.phone',
    },
    saveId: 'admin.account.save',
    savingId: 'admin.account.saving',
    saveFailedId: 'admin.club.saveFailed',
  },
  owner: {
    fields: ['club_name', 'club_owner_name', 'club_email', 'club_phone', 'club_address'],
    label: Object.fromEntries(CLUB_TEXT_FIELDS.map((field) => [field, `myAccount.club.${field}`])),
    saveId: 'myAccount.form.save',
    savingId: 'myAccount.form.saving',
    saveFailedId: 'myAccount.club.updateFailed',
  },
} satisfies Record<
  ClubEditRole,
  {
    fields: readonly ClubTextField[];
    label: Record<string, string>;
    saveId: string;
    savingId: string;
    saveFailedId: string;
  }
>;

const INPUT_TYPE: Partial<Record<ClubTextField, string>> = {
  club_email: 'email',
  club_phone: 'tel',
};

/**
 * Edit Club: one dialog for the club's owner (the details and the logo) and administrators
 * (the details, the status with its reason, and the new name the owner asked for).
 */
export function ClubEditDialog({
  club,
  role,
  save,
  onClose,
  onSaved,
  decideName,
  children,
}: ClubEditDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const text = ROLE_TEXT[role];
  const [failure, setFailure] = useState<string | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [deciding, setDeciding] = useState(false);
  // Checked on Save only, as the API checks it.
  const form = useFormik<ClubFormValues>({
    initialValues: clubFormValues(club),
    validate: (values) => clubFormErrors(values, role, club.status),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        await save(clubUpdateBody(values, role, club.status));
        onSaved?.();
        onClose();
      } catch (error) {
        const fallback = t(text.saveFailedId);
        setFailure(
          role === 'admin'
            ? (apiRefusalText(intl, error) ?? fallback)
            : apiErrorText(intl, error, fallback),
        );
        if (error instanceof ApiRequestError) {
          const reasonRefused = error.fieldErrors.some(({ field }) => field === 'status_reason');
          if (reasonRefused) form.setFieldError('status_reason', 'admin.statusReason.required');
        }
      }
    },
  });
  const { values, errors } = form;
  const saving = form.isSubmitting || deciding;
  const needsReason = role === 'admin' && clubReasonNeeded(club.status, values);
  // The administrator's console also says, above the form, why Save did nothing.
  const checkFailure =
    role !== 'admin'
      ? null
      : CLUB_TEXT_FIELDS.some((field) => errors[field])
        ? t('admin.club.required')
        : errors.status_reason
          ? t('admin.statusReason.required')
          : null;

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoProblem(problem);
    if (problem) return;
    try {
      await form.setFieldValue('club_logo', await resizedLogo(file));
    } catch {
      setLogoProblem('myAccount.club.logo.readFailed');
    }
  };

  // The owner's new name waits here; members see the current one until it is approved.
  const decide = async (decision: 'approve' | 'reject') => {
    if (!decideName) return;
    setDeciding(true);
    setFailure(null);
    try {
      await decideName(decision);
      onSaved?.();
      onClose();
    } catch (error) {
      setFailure(apiRefusalText(intl, error) ?? t('admin.club.rename.failed'));
    } finally {
      setDeciding(false);
    }
  };

  const logoError = logoProblem ?? errors.club_logo;
  return (
    <EditDialogFrame
      title={
        role === 'admin' ? (
          <FormattedMessage id="admin.club.title" values={{ name: club.clubName }} />
        ) : (
          <FormattedMessage id="myAccount.club.title" />
        )
      }
      fullScreen={role === 'owner' && fullScreen}
      saving={saving}
      failure={failure ?? checkFailure}
      saveId={text.saveId}
      savingId={text.savingId}
      onSave={() => {
        setFailure(null);
        void form.submitForm();
      }}
      onClose={onClose}
    >
      {role === 'admin' && club.pendingClubName && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" disabled={saving} onClick={() => void decide('approve')}>
                {t('admin.club.rename.approve')}
              </Button>
              <Button color="inherit" disabled={saving} onClick={() => void decide('reject')}>
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
      {role === 'owner' && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, mt: 1 }}>
            <ClubLogoAvatar src={values.club_logo} size={72} />
            <Box>
              <Button component="label" variant="outlined">
                <FormattedMessage id="myAccount.club.logo.choose" />
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/gif"
                  onChange={(event) => void chooseLogo(event)}
                />
              </Button>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                <FormattedMessage id="myAccount.club.logo.hint" />
              </Typography>
            </Box>
          </Stack>
          {logoError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <FormattedMessage id={logoError} />
            </Alert>
          )}
        </>
      )}
      <Grid container spacing={2}>
        {text.fields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: field === 'club_address' ? 12 : 6 }}>
            <TextField
              fullWidth
              required
              type={INPUT_TYPE[field] ?? 'text'}
              label={t(text.label[field])}
              value={values[field]}
              onChange={(event) => void form.setFieldValue(field, event.target.value)}
              error={Boolean(errors[field])}
              helperText={errors[field] ? t(errors[field]) : undefined}
            />
          </Grid>
        ))}
        {role === 'admin' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label={t('admin.club.status')}
              value={values.status}
              onChange={(event) => void form.setFieldValue('status', event.target.value)}
            >
              {CLUB_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`memberTable.status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
        {needsReason && (
          <Grid size={{ xs: 12 }}>
            <StatusReasonField
              value={values.status_reason}
              missing={Boolean(errors.status_reason)}
              onChange={(value) => {
                void form.setFieldValue('status_reason', value);
                if (value.trim()) form.setFieldError('status_reason', undefined);
              }}
            />
          </Grid>
        )}
      </Grid>
      {children}
    </EditDialogFrame>
  );
}
