import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import {
  EMPTY_LEGACY_APPLICATION,
  LEGACY_BELTS,
  LEGACY_FIELDS,
  LEGACY_RELATIONSHIPS,
  legacyApplicationSchema,
  type LegacyApplication,
} from './legacy-application';
import { LegacyField, legacyFieldId } from './legacy-field';
import { LegacyPlanField } from './legacy-plan-field';

export interface LegacyApplicationFormProps {
  onReceived: (application: LegacyApplication) => void;
}

function FormSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${titleId}-heading`}>
      <Typography id={`${titleId}-heading`} component="h2" variant="h4" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

const half = { xs: 12, sm: 6 } as const;

/** The older static application form: validated in the browser, never sent anywhere. */
export function LegacyApplicationForm({ onReceived }: LegacyApplicationFormProps) {
  const schema = useMemo(() => legacyApplicationSchema(), []);
  // Check each keystroke only once the visitor has tried to submit; until then, on leaving a field.
  const [attempted, setAttempted] = useState(false);
  const formik = useFormik<LegacyApplication>({
    initialValues: EMPTY_LEGACY_APPLICATION,
    validationSchema: schema,
    validateOnChange: attempted,
    onSubmit: (values) => onReceived(values),
  });
  const errorCount = LEGACY_FIELDS.filter(
    (name) => formik.touched[name] && formik.errors[name],
  ).length;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const errors = await formik.validateForm();
    await formik.submitForm();
    const firstInvalid = LEGACY_FIELDS.find((name) => errors[name]);
    if (firstInvalid) document.getElementById(legacyFieldId(firstInvalid))?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 4 }}>
      <Typography color="textSecondary">
        <FormattedMessage id="joinLegacy.requiredNote" />
      </Typography>
      <FormSection titleId="joinLegacy.section.personal">
        <Grid size={half}>
          <LegacyField formik={formik} name="firstName" autoComplete="given-name" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="lastName" autoComplete="family-name" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="email" type="email" autoComplete="email" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="phone" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="dateOfBirth" type="date" autoComplete="bday" />
        </Grid>
      </FormSection>
      <FormSection titleId="joinLegacy.section.training">
        <Grid size={half}>
          <LegacyField formik={formik} name="belt" options={LEGACY_BELTS} />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="school" autoComplete="organization" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="instructor" />
        </Grid>
      </FormSection>
      <FormSection titleId="joinLegacy.section.emergency">
        <Grid size={half}>
          <LegacyField formik={formik} name="emergencyName" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="emergencyPhone" type="tel" />
        </Grid>
        <Grid size={half}>
          <LegacyField formik={formik} name="emergencyRelation" options={LEGACY_RELATIONSHIPS} />
        </Grid>
      </FormSection>
      <FormSection titleId="joinLegacy.section.plan">
        <Grid size={12}>
          <LegacyPlanField value={formik.values.membershipTier} onChange={formik.handleChange} />
        </Grid>
      </FormSection>
      {formik.submitCount > 0 && errorCount > 0 && (
        <Alert severity="error">
          <FormattedMessage id="joinLegacy.error.summary" values={{ count: errorCount }} />
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={formik.isSubmitting}
        >
          <FormattedMessage id="joinLegacy.submit" />
        </Button>
      </Box>
    </Box>
  );
}
