import { formatIsoDateLocal, todayIso } from '@domain/dates';
import type { CertificationWire } from '@domain/wire/certification';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { errorText } from '../shared/error-text';
import { ConfirmDialog } from '../shared/on-demand-dialogs';

import { CertificationForm } from './certification-form';
import { listCertifications, removeCertification } from './certifications-api';

export interface CertificationsDialogProps {
  membershipId: string;
  /** The coach's or referee's name, for the title. */
  name: string;
  onClose: () => void;
  /** After a certification is recorded or removed: the tab's not-yet-eligible may change. */
  onChanged?: () => void;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; items: CertificationWire[]; next: string | null };

/** A coach's or referee's certifications: the list, recording one, removing one. */
export function CertificationsDialog({
  membershipId,
  name,
  onClose,
  onChanged,
}: CertificationsDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [removing, setRemoving] = useState<CertificationWire | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const today = todayIso();

  const load = useCallback(
    async (after?: string) => {
      try {
        const page = await listCertifications(config, membershipId, after);
        setLoaded((current) => ({
          state: 'ready',
          items: [
            ...(after && current.state === 'ready' ? current.items : []),
            ...page.certifications,
          ],
          next: page.next_cursor,
        }));
      } catch (error) {
        setLoaded({
          state: 'failed',
          message: errorText(intl, error, 'admin.certifications.loadFailed'),
        });
      }
    },
    [config, intl, membershipId],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const kindText = (certification: CertificationWire) => {
    const kind = t(`certification.kind.${certification.kind}`);
    return certification.level
      ? `${kind} (${t(`admin.certifications.level.${certification.level}`)})`
      : kind;
  };
  const dateText = (iso: string) => formatIsoDateLocal(iso, intl.locale, { dateStyle: 'medium' });

  async function confirmRemove() {
    if (!removing) return;
    setBusy(true);
    setRemoveFailure(null);
    try {
      await removeCertification(config, removing.id);
      setLoaded((current) =>
        current.state === 'ready'
          ? { ...current, items: current.items.filter((item) => item.id !== removing.id) }
          : current,
      );
      onChanged?.();
    } catch (error) {
      setRemoveFailure(errorText(intl, error, 'admin.certifications.removeFailed'));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>{t('admin.certifications.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {removeFailure && <Alert severity="error">{removeFailure}</Alert>}
            {loaded.state === 'loading' && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={20} aria-hidden />
                <Typography>
                  <FormattedMessage id="admin.certifications.loading" />
                </Typography>
              </Stack>
            )}
            {loaded.state === 'failed' && (
              <Alert
                severity="error"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      setLoaded({ state: 'loading' });
                      void load();
                    }}
                  >
                    <FormattedMessage id="admin.certifications.retry" />
                  </Button>
                }
              >
                {loaded.message}
              </Alert>
            )}
            {loaded.state === 'ready' && loaded.items.length === 0 && (
              <Typography color="textSecondary">
                <FormattedMessage id="admin.certifications.empty" />
              </Typography>
            )}
            {loaded.state === 'ready' && loaded.items.length > 0 && (
              <List dense aria-label={t('admin.certifications.listLabel')}>
                {loaded.items.map((certification) => {
                  const expired = certification.expires_on < today;
                  return (
                    <ListItem
                      key={certification.id}
                      divider
                      secondaryAction={
                        <Button
                          color="error"
                          size="small"
                          aria-label={t('admin.certifications.removeLabel', {
                            kind: kindText(certification),
                            reference: certification.document_reference,
                          })}
                          onClick={() => setRemoving(certification)}
                        >
                          <FormattedMessage id="admin.certifications.remove" />
                        </Button>
                      }
                      sx={{ pr: 12 }}
                    >
                      <ListItemText
                        primary={
                          <Stack
                            direction="row"
                            spacing={1}
                            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                          >
                            <span>{kindText(certification)}</span>
                            <Chip
                              size="small"
                              color={expired ? 'default' : 'success'}
                              label={t(
                                expired
                                  ? 'admin.certifications.expired'
                                  : 'admin.certifications.current',
                              )}
                            />
                          </Stack>
                        }
                        secondary={t('admin.certifications.details', {
                          reference: certification.document_reference,
                          expires: dateText(certification.expires_on),
                        })}
                      />
                    </ListItem>
                  );
                })}
              </List>
            )}
            {loaded.state === 'ready' && loaded.next && (
              <Button onClick={() => void load(loaded.next ?? undefined)}>
                <FormattedMessage id="admin.certifications.more" />
              </Button>
            )}
            <Divider />
            <CertificationForm
              membershipId={membershipId}
              onRecorded={(certification) => {
                setLoaded((current) => ({
                  state: 'ready',
                  items: [certification, ...(current.state === 'ready' ? current.items : [])],
                  next: current.state === 'ready' ? current.next : null,
                }));
                onChanged?.();
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        destructive
        loading={busy}
        title={<FormattedMessage id="admin.certifications.removeTitle" />}
        message={
          <FormattedMessage
            id="admin.certifications.removeMessage"
            values={{
              kind: removing ? kindText(removing) : '',
              reference: removing?.document_reference ?? '',
              name,
            }}
          />
        }
        confirmLabel={<FormattedMessage id="admin.certifications.remove" />}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
