import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import type { ExportFilter, ExportTable } from '../api/export-csv';

// The export's code loads when an administrator heads for the button, not with the table.
const loadExport = () => import('../api/export-csv');

export interface CsvDownloadButtonProps {
  /** Fetches and saves the file; a rejection shows the export's failure message. */
  download: () => Promise<void>;
  onError: (message: string) => void;
  /** The pointer is over the button or it has the focus: a click may follow. */
  onIntent?: () => void;
}

/** "Export CSV", busy while the file downloads. */
export function CsvDownloadButton({ download, onError, onIntent }: CsvDownloadButtonProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      onError(intl.formatMessage({ id: 'admin.export.failed' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={run}
      onPointerOver={onIntent}
      onFocus={onIntent}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlinedIcon />}
    >
      <FormattedMessage id="admin.export.csv" />
    </Button>
  );
}

export interface ExportButtonProps {
  table: ExportTable;
  filter: ExportFilter;
  onError: (message: string) => void;
}

/** Downloads every page of the current search and filter as CSV. */
export function ExportButton({ table, filter, onError }: ExportButtonProps) {
  const config = useConfig();
  return (
    <CsvDownloadButton
      download={() => loadExport().then((module) => module.downloadCsv(config, table, filter))}
      onError={onError}
      onIntent={() => void loadExport()}
    />
  );
}
