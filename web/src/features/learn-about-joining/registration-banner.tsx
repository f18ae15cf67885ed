import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import type { RegistrationSummary } from './registration-data';
import type { RegistrationBanner as BannerKind } from './registration-outcome';
import { ACCOUNT_PATH } from './use-registration-handshake';

export interface RegistrationBannerProps {
  kind: BannerKind;
  summary: RegistrationSummary | null;
  redirecting: boolean;
}

const SEVERITY = { complete: 'success', accountCreated: 'success', issue: 'warning' } as const;

/** The message shown when the registration wizard returns the visitor to the join page. */
export function RegistrationBanner({ kind, summary, redirecting }: RegistrationBannerProps) {
  return (
    <Alert severity={SEVERITY[kind]} sx={{ mb: 4 }}>
      <AlertTitle>
        <FormattedMessage id={`join.banner.${kind}.title`} />
      </AlertTitle>
      {summary?.firstName && (
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id="join.banner.greeting" values={{ firstName: summary.firstName }} />
        </Typography>
      )}
      <Typography>
        <FormattedMessage
          id={`join.banner.${kind}.body`}
          values={{
            contactLink: (chunks) => (
              <Link component={RouterLink} to="/contact" color="inherit" sx={{ fontWeight: 700 }}>
                {chunks}
              </Link>
            ),
          }}
        />
      </Typography>
      {kind === 'complete' && summary?.email && (
        <Typography>
          <FormattedMessage id="join.banner.confirmationEmail" values={{ email: summary.email }} />
        </Typography>
      )}
      {redirecting && (
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage id="join.banner.redirecting" />{' '}
          <Link
            component={RouterLink}
            to={ACCOUNT_PATH}
            replace
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            <FormattedMessage id="join.banner.goToAccount" />
          </Link>
        </Typography>
      )}
    </Alert>
  );
}
