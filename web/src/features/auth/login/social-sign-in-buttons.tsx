import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

export type SocialProvider = 'google' | 'facebook';

export interface SocialSignInButtonsProps {
  busy: boolean;
  onSignIn: (provider: SocialProvider) => void;
}

export function SocialSignInButtons({ busy, onSignIn }: SocialSignInButtonsProps) {
  // Prerendered, the buttons show before React runs: a click then would do nothing.
  const disabled = busy;
  return (
    <Stack spacing={1.5}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<GoogleIcon />}
        disabled={disabled}
        onClick={() => onSignIn('google')}
      >
        <FormattedMessage id="signIn.google" />
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<FacebookIcon />}
        disabled={disabled}
        onClick={() => onSignIn('facebook')}
      >
        <FormattedMessage id="signIn.facebook" />
      </Button>
    </Stack>
  );
}
