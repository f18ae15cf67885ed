import { CLUB_LOGO_MAX_BYTES } from '@domain/schemas/club-membership';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { IMAGE_ACCEPT, isAcceptedImageType, resizedImage } from '../../../lib/files/resized-image';

/** The server keeps images of at most 512 pixels a side (like club logos, 256 KB at most). */
export const EVENT_IMAGE_MAX_PIXELS = 512;

/** Catalogue id of what is wrong with a chosen image file, or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAcceptedImageType(file.type)) return 'admin.events.image.notImage';
  if (file.size >= CLUB_LOGO_MAX_BYTES) return 'admin.events.image.tooLarge';
  return null;
}

export interface EventImageFieldProps {
  value: string | null;
  /** The server's refusal of the image (a validation key), if any. */
  error?: string;
  onChange: (dataUrl: string | null) => void;
}

/** The event's optional image: chosen, resized in the browser, previewed, removable. */
export function EventImageField({ value, error, onChange }: EventImageFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = imageFileProblem(file);
    if (found) {
      setProblem(found);
      return;
    }
    try {
      onChange(await resizedImage(file, EVENT_IMAGE_MAX_PIXELS));
      setProblem(null);
    } catch {
      setProblem('admin.events.image.readFailed');
    }
  };

  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="admin.events.image.label" />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          variant="rounded"
          src={value ?? undefined}
          alt={value ? intl.formatMessage({ id: 'admin.events.image.preview' }) : undefined}
          sx={{ width: 96, height: 64 }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          <FormattedMessage id="admin.events.image.choose" />
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            onChange={choose}
            aria-describedby={helpId}
            data-testid="event-image-input"
          />
        </Button>
        {value && (
          <Button onClick={() => onChange(null)}>
            <FormattedMessage id="admin.events.image.remove" />
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(shown)}>
        <FormattedMessage id={shown ?? 'admin.events.image.hint'} />
      </FormHelperText>
    </Box>
  );
}
