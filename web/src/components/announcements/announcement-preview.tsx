import { announcementHtml } from '@domain/announcement-format';
import {
  announcementTextFor,
  type AnnouncementLanguage,
  type AnnouncementText,
} from '@domain/announcements';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The mail as a reader of one language gets it: Spanish readers get English when none is written. */
function ReaderView({ text, reader }: { text: AnnouncementText; reader: AnnouncementLanguage }) {
  const shown = announcementTextFor(text, reader);
  return (
    <>
      {shown.language !== reader && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <FormattedMessage id="announcements.preview.fallback" />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} lang={shown.language}>
        <Typography component="p" variant="h6" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {shown.subject.trim() || (
            <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              <FormattedMessage id="announcements.preview.noSubject" />
            </Box>
          )}
        </Typography>
        <Box
          sx={{
            typography: 'body1',
            overflowWrap: 'anywhere',
            '& p': { mt: 0, mb: 1.5 },
            '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
            '& a': { color: 'primary.main' },
          }}
          // announcementHtml is safe by construction: markdown-it with raw HTML off, only
          // paragraphs, lists and http/https/mailto links; any markup shows as text.
          dangerouslySetInnerHTML={{ __html: announcementHtml(shown.body) }}
        />
      </Paper>
    </>
  );
}

/** The announcement as English and as Spanish readers will receive it, one at a time. */
export function AnnouncementPreview({ text }: { text: AnnouncementText }) {
  const intl = useIntl();
  const [reader, setReader] = useState<AnnouncementLanguage>('en');
  return (
    <Box component="section" aria-labelledby="announcement-preview-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography id="announcement-preview-title" component="h3" variant="subtitle1">
          <FormattedMessage id="announcements.preview.title" />
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={reader}
          onChange={(_, value: AnnouncementLanguage | null) => value && setReader(value)}
          aria-label={intl.formatMessage({ id: 'announcements.preview.readerLabel' })}
        >
          <ToggleButton value="en">
            <FormattedMessage id="announcements.preview.english" />
          </ToggleButton>
          <ToggleButton value="es">
            <FormattedMessage id="announcements.preview.spanish" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <ReaderView text={text} reader={reader} />
    </Box>
  );
}
