import { CERTIFICATION_KINDS } from '@domain/certifications';
import { REFEREE_LEVELS } from '@domain/enums';
import type { CertificationWire } from '@domain/wire/certification';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { errorText } from '../shared/error-text';

import {
  EMPTY_CERTIFICATION,
  checkCertification,
  type CertificationFormValues,
} from './certification-form-values';
import { recordCertification } from './certifications-api';

export interface CertificationFormProps {
  membershipId: string;
  onRecorded: (certification: CertificationWire) => void;
}

/** Records one certification: kind, document reference, dates and a referee's level. */
export function CertificationForm({ membershipId, onRecorded }: CertificationFormProps) {
  const config = useConfig();
  const intl = useIntl();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const formik = useFormik<CertificationFormValues>({
    initialValues: EMPTY_CERTIFICATION,
    validateOnChange: false,
    validateOnBlur: false,
    validate: async (values) => {
      const checked = await checkCertification(values);
      return checked.ok ? {} : checked.errors;
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const checked = await checkCertification(values);
      if (!checked.ok) return;
      try {
        onRecorded(await recordCertification(config, membershipId, checked.body));
        helpers.resetForm();
      } catch (error) {
        setFailure(errorText(intl, error, 'admin.certifications.recordFailed'));
      }
    },
  });
  const fieldProps = (name: keyof CertificationFormValues) => {
    const error = formik.errors[name];
    return {
      ...formik.getFieldProps(name),
      id: `${headingId}-${name}`,
      error: Boolean(error),
      helperText: error ? t(error) : undefined,
      fullWidth: true,
      size: 'small' as const,
    };
  };
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <Stack
      component="form"
      aria-labelledby={headingId}
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm();
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        <FormattedMessage id="admin.certifications.recordTitle" />
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        select
        label={t('admin.certifications.kind')}
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...fieldProps('kind')}
      >
        <option value="">{t('admin.certifications.chooseKind')}</option>
        {CERTIFICATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`certification.kind.${kind}`)}
          </option>
        ))}
      </TextField>
      {formik.values.kind === 'referee_licence' && (
        <TextField
          select
          label={t('admin.certifications.level')}
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...fieldProps('level')}
        >
          <option value="">{t('admin.certifications.chooseLevel')}</option>
          {REFEREE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`admin.certifications.level.${level}`)}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        label={t('admin.certifications.documentReference')}
        required
        {...fieldProps('document_reference')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('admin.certifications.issuedOn')}
          slotProps={dateSlot}
          {...fieldProps('issued_on')}
        />
        <TextField
          type="date"
          label={t('admin.certifications.expiresOn')}
          required
          slotProps={dateSlot}
          {...fieldProps('expires_on')}
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          <FormattedMessage
            id={
              formik.isSubmitting ? 'admin.certifications.recording' : 'admin.certifications.record'
            }
          />
        </Button>
      </Stack>
    </Stack>
  );
}
