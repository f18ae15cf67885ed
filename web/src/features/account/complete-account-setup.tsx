import type { AuthMethod } from '@domain/enums';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AccountProfileValues } from '../../components/account-form/account-form-values';
import { SecurityCheck } from '../../components/security-check/security-check';
import { AccountInfoStep } from '../../components/set-up-account/account-info/account-info-step';
import { accountInfoValues } from '../../components/set-up-account/account-info/account-info-values';
import { saveAccount } from '../../components/set-up-account/account-info/save-account';
import { currentIdentity } from '../../components/set-up-account/api/current-identity';
import type { WizardMessage } from '../../components/set-up-account/wizard-message';
import { useConfig } from '../../config/config-context';
import type { SessionUser } from '../../lib/session/session-user';

/** How the person signed in: an email sign-up passes the security check to create the record. */
function useAuthMethod(): AuthMethod | null {
  const config = useConfig();
  const [method, setMethod] = useState<AuthMethod | null>(null);
  useEffect(() => {
    let current = true;
    currentIdentity(config).then(
      (identity) => current && setMethod(identity?.authMethod ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [config]);
  return method;
}

/**
 * No account record yet: the account information form itself. The record is
 * read live, so once it is saved My Account shows its tabs.
 */
export function CompleteAccountSetup({ user }: { user: SessionUser }) {
  const config = useConfig();
  const { locale } = useIntl();
  const authMethod = useAuthMethod();
  const [securityCheckId, setSecurityCheckId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WizardMessage | null>(null);
  const [initialValues] = useState(() =>
    accountInfoValues(null, { email: user.email ?? '', displayName: user.displayName }),
  );

  const save = async (values: AccountProfileValues) => {
    setBusy(true);
    setFailure(null);
    const outcome = await saveAccount(config, { values, existing: null, securityCheckId, locale });
    if (!outcome.ok) {
      if (outcome.securityCheckSpent) setSecurityCheckId(null);
      setFailure(outcome.failure);
    }
    setBusy(false);
  };

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h2" variant="h3" gutterBottom>
          <FormattedMessage id="myAccount.setup.title" />
        </Typography>
        <Typography sx={{ mb: 3 }}>
          <FormattedMessage id="myAccount.setup.body" />
        </Typography>
        <AccountInfoStep
          initialValues={initialValues}
          verificationSentTo={null}
          securityCheck={
            authMethod === 'email' && !securityCheckId ? (
              <SecurityCheck action="registration" onVerified={setSecurityCheckId} />
            ) : null
          }
          busy={busy}
          error={failure}
          focusOnMount={false}
          onSubmit={(values) => void save(values)}
        />
      </CardContent>
    </Card>
  );
}
