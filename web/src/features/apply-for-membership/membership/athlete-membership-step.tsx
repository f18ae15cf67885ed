import type { AccountWire } from '@domain/wire/account';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';

import { StepActions } from '../../../components/set-up-account/step-actions';
import { StepHeading } from '../../../components/set-up-account/step-heading';

import { AgreementsSection } from './agreements-section';
import { athleteFormSchema } from './athlete-form-schema';
import { AthleteSection } from './athlete-section';
import type { AthleteValues } from './athlete-values';
import { ContactSection } from './contact-section';
import type { AthleteStepStanding } from './membership-status';
import { RegistrationTypeSection } from './registration-type-section';
import { TaekwondoSection } from './taekwondo-section';
import { TierSection } from './tier-section';

export interface AthleteMembershipStepProps {
  initialValues: AthleteValues;
  account: AccountWire | null;
  standing: AthleteStepStanding;
  focusOnMount: boolean;
  onSubmit: (values: AthleteValues) => void;
  /** Back keeps what was typed: the wizard receives the values as they are. */
  onBack?: (values: AthleteValues) => void;
}

/** Step 3: the athlete application, validated as typed with the API's own schemas. */
export function AthleteMembershipStep({
  initialValues,
  account,
  standing,
  focusOnMount,
  onSubmit,
  onBack,
}: AthleteMembershipStepProps) {
  const validationSchema = useMemo(
    () =>
      athleteFormSchema({
        selfMembershipExists: standing.selfMembershipExists,
        accountPhone: account?.phone ?? null,
      }),
    [standing.selfMembershipExists, account?.phone],
  );
  const formik = useFormik<AthleteValues>({ initialValues, validationSchema, onSubmit });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <StepHeading titleId="registration.membership.title" focusOnMount={focusOnMount} />
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="registration.requiredNote" />
      </Typography>
      <RegistrationTypeSection
        formik={formik}
        account={account}
        selfMembershipExists={standing.selfMembershipExists}
      />
      <AthleteSection formik={formik} account={account} />
      <ContactSection formik={formik} />
      <TaekwondoSection formik={formik} />
      <TierSection formik={formik} />
      <AgreementsSection formik={formik} />
      {formik.submitCount > 0 && !formik.isValid && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          <FormattedMessage id="registration.membership.fixErrors" />
        </Typography>
      )}
      <StepActions
        submitId="registration.membership.submit"
        onBack={onBack ? () => onBack(formik.values) : undefined}
      />
    </form>
  );
}
