import { ASSOCIATION_ANNOUNCEMENT_KINDS, lacksSpanish } from '@domain/announcements';
import type { AnnouncementWire } from '@domain/wire/announcement';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { ApiRequestError } from '../../lib/api/api-client';
import { apiRefusalText } from '../../lib/api/api-error-text';
import { FormTextField } from '../form-fields/form-text-field';
import { ConfirmDialog } from '../ui/confirm-dialog';

import {
  announcementFormErrors,
  checkAnnouncement,
  initialAnnouncementValues,
  type AnnouncementFormValues,
  type AnnouncementWriter,
} from './announcement-form-values';
import { AnnouncementProgress, AnnouncementStatusChip } from './announcement-parts';
import { AnnouncementPreview } from './announcement-preview';
import {
  cancelAnnouncement,
  createAnnouncement,
  sendAnnouncement,
  sendTestAnnouncement,
  updateAnnouncement,
} from './announcements-api';
import { AudienceCount, useAudienceCount } from './audience-count';
import { AudienceFields, type AudienceChoices } from './audience-fields';
import { AudienceSummary } from './audience-summary';

export interface AnnouncementEditorDialogProps {
  /** The announcement opened, or null for a new one. */
  announcement: AnnouncementWire | null;
  writer: AnnouncementWriter;
  /** The clubs and events an administrator's audience may name (null for a club owner). */
  choices: AudienceChoices | null;
  onClose: () => void;
  /** Called whenever the announcement was saved, sent or cancelled. */
  onChanged: () => void;
}

type Busy = 'save' | 'test' | 'send' | 'cancel' | null;

const textOf = (
  values: Pick<AnnouncementFormValues, 'subject_en' | 'subject_es'> & {
    body_en: string;
    body_es: string;
  },
) => ({
  subjectEn: values.subject_en,
  subjectEs: values.subject_es,
  bodyEn: values.body_en,
  bodyEs: values.body_es,
});

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${titleId}-heading`}>
      <Typography id={`${titleId}-heading`} component="h3" variant="subtitle1" sx={{ mb: 1.5 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Writes an announcement (both languages, the audience with its live count), previews it,
 * mails a test to the writer and sends it after a confirmation; once sent it is read-only
 * and may be cancelled while its mail is still being queued.
 */
export function AnnouncementEditorDialog({
  announcement,
  writer,
  choices,
  onClose,
  onChanged,
}: AnnouncementEditorDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [current, setCurrent] = useState<AnnouncementWire | null>(announcement);
  const [savedValues, setSavedValues] = useState<string | null>(() =>
    announcement ? JSON.stringify(initialAnnouncementValues(announcement, writer)) : null,
  );
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [confirming, setConfirming] = useState<'send' | 'cancel' | 'discard' | null>(null);
  const failed = (error: unknown, fallbackId: string) =>
    setFailure(apiRefusalText(intl, error) || intl.formatMessage({ id: fallbackId }));

  const formik = useFormik<AnnouncementFormValues>({
    initialValues: initialAnnouncementValues(announcement, writer),
    validateOnChange: false,
    validate: async (values) => {
      const checked = await checkAnnouncement(values, writer);
      return checked.ok ? {} : checked.errors;
    },
    // Saves the draft when it changed; answers the stored announcement, or null on failure.
    onSubmit: async (values): Promise<AnnouncementWire | null> => {
      const checked = await checkAnnouncement(values, writer);
      if (!checked.ok) return null;
      const snapshot = JSON.stringify(values);
      if (current && snapshot === savedValues) return current;
      try {
        const saved = current
          ? await updateAnnouncement(config, current.id, checked.body)
          : await createAnnouncement(config, checked.body);
        setCurrent(saved);
        setSavedValues(snapshot);
        onChanged();
        return saved;
      } catch (error) {
        failed(error, 'announcements.editor.saveFailed');
        if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
          formik.setErrors(
            announcementFormErrors(
              error.fieldErrors.map(({ field, code, message }) => ({
                field,
                message: code ?? message,
              })),
            ),
          );
        }
        return null;
      }
    },
  });
  const count = useAudienceCount(formik.values, writer);
  const readOnly = current !== null && current.status !== 'draft';
  const [blank] = useState(() => JSON.stringify(initialAnnouncementValues(null, writer)));
  const unsaved = !readOnly && JSON.stringify(formik.values) !== (savedValues ?? blank);
  // Closing with unsaved words asks first: a long message is easy to lose.
  const requestClose = () => (unsaved ? setConfirming('discard') : onClose());

  /** Saves first (when needed), then does what the button says. */
  const run = async (what: Busy, then?: (saved: AnnouncementWire) => Promise<void> | void) => {
    setBusy(what);
    setFailure(null);
    setNotice(null);
    try {
      const saved = (await formik.submitForm()) as AnnouncementWire | null | undefined;
      if (saved && then) await then(saved);
      else if (saved) setNotice(<FormattedMessage id="announcements.editor.saved" />);
    } finally {
      setBusy(null);
    }
  };
  const sendTest = () =>
    run('test', async (saved) => {
      try {
        const { sent_to: sentTo } = await sendTestAnnouncement(config, saved.id);
        setNotice(
          <FormattedMessage id="announcements.editor.testSent" values={{ email: sentTo }} />,
        );
      } catch (error) {
        failed(error, 'announcements.editor.testFailed');
      }
    });
  const askToSend = () => run('send', () => setConfirming('send'));
  const confirmSend = async () => {
    if (!current) return;
    setBusy('send');
    try {
      setCurrent(await sendAnnouncement(config, current.id));
      setNotice(<FormattedMessage id="announcements.editor.sending" />);
      onChanged();
    } catch (error) {
      failed(error, 'announcements.editor.sendFailed');
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };
  const confirmCancel = async () => {
    if (!current) return;
    setBusy('cancel');
    setFailure(null);
    try {
      setCurrent(await cancelAnnouncement(config, current.id));
      setNotice(<FormattedMessage id="announcements.editor.cancelled" />);
      onChanged();
    } catch (error) {
      failed(error, 'announcements.editor.cancelFailed');
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  const field = (name: keyof AnnouncementFormValues, labelId: string, multiline = false) => (
    <FormTextField
      formik={formik}
      idPrefix="announcement"
      name={name}
      labelId={labelId}
      required={name.endsWith('_en')}
      multiline={multiline}
    />
  );
  const text = textOf(readOnly && current ? current : formik.values);
  const recipients = count.status === 'counted' ? count.count.recipients : null;

  return (
    <Dialog
      open
      onClose={busy ? undefined : requestClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby="announcement-editor-title"
    >
      <DialogTitle id="announcement-editor-title" sx={{ overflowWrap: 'anywhere' }}>
        {readOnly && current ? (
          current.subject_en
        ) : (
          <FormattedMessage
            id={current ? 'announcements.editor.editTitle' : 'announcements.editor.newTitle'}
          />
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {readOnly && current ? (
            <>
              <Alert severity="info">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <AnnouncementStatusChip status={current.status} />
                </Stack>
                <FormattedMessage id="announcements.editor.readOnly" />
              </Alert>
              <Typography>
                <AnnouncementProgress announcement={current} />
              </Typography>
              <AudienceSummary announcement={current} choices={choices} />
              {current.counts && (
                <Typography variant="body2" color="textSecondary">
                  <FormattedMessage
                    id="announcements.editor.excluded"
                    values={{
                      unsubscribed: current.counts.excluded_unsubscribed,
                      noAddress: current.counts.excluded_no_verified_address,
                    }}
                  />
                </Typography>
              )}
            </>
          ) : (
            <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
              <Stack spacing={3}>
                {writer.scope === 'association' && (
                  <Box sx={{ maxWidth: 360 }}>
                    <FormTextField
                      formik={formik}
                      idPrefix="announcement"
                      name="kind"
                      labelId="announcements.field.kind"
                      helperId="announcements.field.kindHint"
                      options={ASSOCIATION_ANNOUNCEMENT_KINDS.map((kind) => ({
                        value: kind,
                        label: intl.formatMessage({ id: `announcements.kind.${kind}` }),
                      }))}
                      required
                    />
                  </Box>
                )}
                <Section titleId="announcements.editor.message">
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, md: 6 }} lang="en">
                      <Stack spacing={2}>
                        {field('subject_en', 'announcements.field.subjectEn')}
                        {field('body_en', 'announcements.field.bodyEn', true)}
                      </Stack>
                    </Grid>
                    <Grid size={{ xs: 12, md: 6 }} lang="es">
                      <Stack spacing={2}>
                        {field('subject_es', 'announcements.field.subjectEs')}
                        {field('body_es', 'announcements.field.bodyEs', true)}
                      </Stack>
                    </Grid>
                  </Grid>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                    <FormattedMessage id="announcements.field.formatHint" />
                  </Typography>
                  {lacksSpanish(text) && (
                    <Alert severity="warning" sx={{ mt: 2 }}>
                      <FormattedMessage id="announcements.editor.noSpanish" />
                    </Alert>
                  )}
                </Section>
                <Divider />
                <Section titleId="announcements.editor.audience">
                  {writer.scope === 'club' && (
                    <Typography variant="body2" sx={{ mb: 2 }}>
                      <FormattedMessage id="announcements.editor.clubAudience" />
                    </Typography>
                  )}
                  <AudienceFields formik={formik} writer={writer} choices={choices} />
                  <Box sx={{ mt: 2 }}>
                    <AudienceCount state={count} />
                  </Box>
                </Section>
              </Stack>
            </Box>
          )}
          <Divider />
          <AnnouncementPreview text={text} />
          {notice && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Button onClick={requestClose} disabled={busy !== null}>
          <FormattedMessage id="announcements.editor.close" />
        </Button>
        {!readOnly && (
          <>
            <Button
              variant="outlined"
              onClick={() => void run('save')}
              loading={busy === 'save'}
              disabled={busy !== null}
            >
              <FormattedMessage id="announcements.editor.saveDraft" />
            </Button>
            <Button
              variant="outlined"
              onClick={() => void sendTest()}
              loading={busy === 'test'}
              disabled={busy !== null}
            >
              <FormattedMessage id="announcements.editor.sendTest" />
            </Button>
            <Button
              variant="contained"
              onClick={() => void askToSend()}
              loading={busy === 'send'}
              disabled={busy !== null || recipients === 0}
            >
              <FormattedMessage id="announcements.editor.send" />
            </Button>
          </>
        )}
        {current?.status === 'queued' && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setConfirming('cancel')}
            disabled={busy !== null}
          >
            <FormattedMessage id="announcements.editor.cancelSending" />
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'send'}
        loading={busy === 'send'}
        title={<FormattedMessage id="announcements.confirmSend.title" />}
        message={
          <FormattedMessage
            id="announcements.confirmSend.message"
            values={{ subject: formik.values.subject_en, count: recipients ?? 0 }}
          />
        }
        confirmLabel={<FormattedMessage id="announcements.confirmSend.confirm" />}
        cancelLabel={<FormattedMessage id="announcements.confirmSend.keep" />}
        onConfirm={() => void confirmSend()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'discard'}
        destructive
        title={<FormattedMessage id="announcements.confirmDiscard.title" />}
        message={<FormattedMessage id="announcements.confirmDiscard.message" />}
        confirmLabel={<FormattedMessage id="announcements.confirmDiscard.confirm" />}
        cancelLabel={<FormattedMessage id="announcements.confirmDiscard.keep" />}
        onConfirm={onClose}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        destructive
        loading={busy === 'cancel'}
        title={<FormattedMessage id="announcements.confirmCancel.title" />}
        message={<FormattedMessage id="announcements.confirmCancel.message" />}
        confirmLabel={<FormattedMessage id="announcements.confirmCancel.confirm" />}
        cancelLabel={<FormattedMessage id="announcements.confirmCancel.keep" />}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}
