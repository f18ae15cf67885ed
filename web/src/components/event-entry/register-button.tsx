import { type ButtonProps } from '@mui/material';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { AreaMessages } from '../../i18n/area-messages';
import { useSession } from '../../lib/session/session-provider';
import { VisuallyHidden } from '../events/visually-hidden';

// The entry and payment dialogs download only when someone registers.
const EventEntryDialog = lazy(() => import('./event-entry-dialog'));

/**
 * 'Register' for an event with open entry: opens the entry dialog, or sends a signed-out
 * visitor to sign in and back to this page.
 */
export function RegisterButton({
  eventId,
  eventTitle,
  variant = 'contained',
  onOpen,
}: {
  eventId: string;
  eventTitle: string;
  variant?: ButtonProps['variant'];
  /** Called as the dialog opens (the calendar popup closes itself). */
  onOpen?: () => void;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  const register = () => {
    if (!user) {
      void navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      return;
    }
    onOpen?.();
    setOpen(true);
  };

  return (
    <>
      <Button variant={variant} color="secondary" onClick={register}>
        <FormattedMessage id="entry.register" />
        <VisuallyHidden>{` – ${eventTitle}`}</VisuallyHidden>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AreaMessages areas={['account']}>
            <EventEntryDialog
              eventId={eventId}
              eventTitle={eventTitle}
              onClose={() => setOpen(false)}
            />
          </AreaMessages>
        </Suspense>
      )}
    </>
  );
}
