import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { DownloadDocument } from './download-documents';

export interface DocumentCardProps {
  document: DownloadDocument;
  /** Called when the visitor activates the download of a document that has no link. */
  onUnavailable: (name: string) => void;
}

/** Name, description, type, size and the download of one document. */
export function DocumentCard({ document, onUnavailable }: DocumentCardProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `downloads.doc.${document.id}.name` });
  const headingId = `document-${document.id}`;
  const size =
    document.sizeBytes === null
      ? null
      : intl.formatNumber(document.sizeBytes / 1024, {
          style: 'unit',
          unit: 'kilobyte',
          maximumFractionDigits: 1,
        });
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <PictureAsPdfIcon color="secondary" fontSize="large" aria-hidden />
          <Typography id={headingId} component="h2" variant="h4">
            {name}
          </Typography>
        </Box>
        <Typography color="textSecondary" sx={{ mt: 1.5 }}>
          <FormattedMessage id={`downloads.doc.${document.id}.description`} />
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <FormattedMessage id="downloads.type" values={{ type: document.type }} />
          {size && (
            <>
              {' · '}
              <FormattedMessage id="downloads.size" values={{ size }} />
            </>
          )}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {document.url ? (
          <Button
            component="a"
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            startIcon={<DownloadIcon aria-hidden />}
            aria-label={intl.formatMessage({ id: 'downloads.download.label' }, { name })}
          >
            <FormattedMessage id="downloads.download" />
          </Button>
        ) : (
          // aria-disabled keeps the button focusable, so activating it can explain why.
          <Button
            variant="outlined"
            color="inherit"
            aria-disabled="true"
            onClick={() => onUnavailable(name)}
            sx={{ color: 'text.secondary' }}
          >
            <FormattedMessage id="downloads.unavailable" />
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
