import GroupsIcon from '@mui/icons-material/Groups';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { apiErrorText } from '../../../lib/api/api-error-text';
import type { ClubRecord } from '../../../lib/records/records';
import { updateClub, type ClubInfoPayload } from '../api/account-api';

import { logoFileProblem, resizedLogo } from './club-logo';

const FIELDS = [
  'club_name',
  'club_owner_name',
  'club_email',
  'club_phone',
  'club_address',
] as const;

/** Edit Club, for the owner of an approved or active club, with the logo upload. */
export function ClubEditDialog({ club, onClose }: { club: ClubRecord; onClose: () => void }) {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<ClubInfoPayload>({
    club_name: club.clubName,
    club_owner_name: club.clubOwnerName,
    club_address: club.clubAddress,
    club_email: club.clubEmail,
    club_phone: club.clubPhone,
    club_logo: club.clubLogo,
  });
  const [logoError, setLogoError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoError(problem);
    if (problem) return;
    try {
      const logo = await resizedLogo(file);
      setValues((current) => ({ ...current, club_logo: logo }));
    } catch {
      setLogoError('myAccount.club.logo.readFailed');
    }
  };

  const save = async () => {
    const empty = FIELDS.filter((field) => !values[field].trim());
    setMissing(empty);
    if (empty.length) return;
    setSaving(true);
    setError(null);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.trim() : value,
        ]),
      ) as unknown as ClubInfoPayload;
      await updateClub(config, club.id, { ...trimmed, club_logo: values.club_logo }, intl.locale);
      onClose();
    } catch (failure) {
      setError(
        apiErrorText(intl, failure, intl.formatMessage({ id: 'myAccount.club.updateFailed' })),
      );
    } finally {
      setSaving(false);
    }
  };

  const requiredText = intl.formatMessage({ id: 'myAccount.form.required' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        <FormattedMessage id="myAccount.club.title" />
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, mt: 1 }}>
          <Avatar
            src={values.club_logo ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 72, height: 72 }}
          >
            <GroupsIcon />
          </Avatar>
          <Box>
            <Button component="label" variant="outlined">
              <FormattedMessage id="myAccount.club.logo.choose" />
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/gif"
                onChange={chooseLogo}
              />
            </Button>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              <FormattedMessage id="myAccount.club.logo.hint" />
            </Typography>
          </Box>
        </Stack>
        {logoError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <FormattedMessage id={logoError} />
          </Alert>
        )}
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field} size={field === 'club_address' ? 12 : { xs: 12, sm: 6 }}>
              <TextField
                label={intl.formatMessage({ id: `myAccount.club.${field}` })}
                value={values[field]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field]: event.target.value }))
                }
                required
                type={field === 'club_email' ? 'email' : field === 'club_phone' ? 'tel' : 'text'}
                error={missing.includes(field)}
                helperText={missing.includes(field) ? requiredText : undefined}
              />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage id="myAccount.form.cancel" />
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          <FormattedMessage id={saving ? 'myAccount.form.saving' : 'myAccount.form.save'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
