import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { SimplePage } from '../../components/ui/simple-page';
import { RouterLink } from '../../lib/routing/router-link';

import { DocumentList } from './document-list';
import { DOWNLOAD_DOCUMENTS } from './download-documents';

export function DownloadsPage() {
  return (
    <SimplePage titleId="downloads.title" leadId="downloads.lead">
      <DocumentList documents={DOWNLOAD_DOCUMENTS} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="downloads-help"
        sx={{ mt: 5, p: 3 }}
      >
        <Typography id="downloads-help" component="h2" variant="h4" gutterBottom>
          <FormattedMessage id="downloads.help.title" />
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="downloads.help.body" />
        </Typography>
        <Button component={RouterLink} to="/contact" variant="outlined">
          <FormattedMessage id="downloads.help.contact" />
        </Button>
      </Paper>
    </SimplePage>
  );
}
