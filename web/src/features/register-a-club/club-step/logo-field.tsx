import UploadFileIcon from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LOGO_ACCEPT, logoFileProblem, resizedLogo } from './logo-file';

export interface LogoFieldProps {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

/** Logo upload: JPG, PNG or GIF under 5 MB, resized in the browser before it is sent. */
export function LogoField({ value, onChange }: LogoFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = logoFileProblem(file);
    if (found) {
      setProblem(found);
      return;
    }
    try {
      onChange(await resizedLogo(file));
      setProblem(null);
    } catch {
      setProblem('clubRegistration.logo.readFailed');
    }
  };

  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="clubRegistration.logo.label" />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={value ?? undefined}
          alt={value ? intl.formatMessage({ id: 'clubRegistration.logo.preview' }) : undefined}
          sx={{ width: 64, height: 64 }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          <FormattedMessage id="clubRegistration.logo.choose" />
          <input
            id={inputId}
            type="file"
            accept={LOGO_ACCEPT}
            hidden
            onChange={choose}
            aria-describedby={problem ? errorId : undefined}
            data-testid="club-logo-input"
          />
        </Button>
        {value && (
          <Button onClick={() => onChange(null)}>
            <FormattedMessage id="clubRegistration.logo.remove" />
          </Button>
        )}
      </Stack>
      <FormHelperText id={errorId} error={Boolean(problem)}>
        <FormattedMessage id={problem ?? 'clubRegistration.logo.hint'} />
      </FormHelperText>
    </Box>
  );
}
