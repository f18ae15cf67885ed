import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { DocumentCard } from './document-card';
import type { DownloadDocument } from './download-documents';

export const UNAVAILABLE_MESSAGE_MS = 6000;

/** The document cards, and the message shown when a document has no link yet. */
export function DocumentList({ documents }: { documents: readonly DownloadDocument[] }) {
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const close = () => setUnavailable(null);
  return (
    <>
      <Grid container spacing={3}>
        {documents.map((document) => (
          <Grid key={document.id} size={{ xs: 12, sm: 6 }}>
            <DocumentCard document={document} onUnavailable={setUnavailable} />
          </Grid>
        ))}
      </Grid>
      <Snackbar
        open={unavailable !== null}
        autoHideDuration={UNAVAILABLE_MESSAGE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="warning" variant="filled" onClose={close} sx={{ width: '100%' }}>
          <FormattedMessage
            id="downloads.unavailableMessage"
            values={{ name: unavailable ?? '' }}
          />
        </Alert>
      </Snackbar>
    </>
  );
}
