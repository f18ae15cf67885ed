import type { AnnouncementAudienceCountWire } from '@domain/wire/announcement';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useConfig } from '../../config/config-context';

import {
  audienceRequestOf,
  type AnnouncementFormValues,
  type AnnouncementWriter,
} from './announcement-form-values';
import { countAudience } from './announcements-api';

/** How long the filters must rest before the count is asked again. */
const COUNT_DELAY_MS = 400;

export type AudienceCountState =
  | { status: 'counting' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'counted'; count: AnnouncementAudienceCountWire };

/** The audience's count, asked of the API a moment after the filters last changed. */
export function useAudienceCount(
  values: AnnouncementFormValues,
  writer: AnnouncementWriter,
): AudienceCountState {
  const config = useConfig();
  const [state, setState] = useState<AudienceCountState>({ status: 'counting' });
  const { kind, statuses, tiers, roles, divisions } = values;
  const { club_id, expiring_within_days, event_id, certification_kind } = values;
  const filters = JSON.stringify([
    kind,
    statuses,
    tiers,
    roles,
    divisions,
    club_id,
    expiring_within_days,
    event_id,
    certification_kind,
  ]);
  const writerKey = writer.scope === 'club' ? writer.clubId : writer.scope;

  useEffect(() => {
    let current = true;
    setState({ status: 'counting' });
    const timer = setTimeout(() => {
      void (async () => {
        const request = await audienceRequestOf(values, writer);
        if (!current) return;
        if (!request) {
          setState({ status: 'invalid' });
          return;
        }
        try {
          const count = await countAudience(config, request);
          if (current) setState({ status: 'counted', count });
        } catch {
          if (current) setState({ status: 'failed' });
        }
      })();
    }, COUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The filters' text stands for the values and writer it was made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, filters, writerKey]);
  return state;
}

/** Who the announcement reaches now, who is left out and why; read out as it changes. */
export function AudienceCount({ state }: { state: AudienceCountState }) {
  let content;
  if (state.status === 'counting') {
    content = (
      <Box aria-busy="true">
        <FormattedMessage id="announcements.count.counting" />
        <Skeleton width="60%" />
      </Box>
    );
  } else if (state.status === 'invalid') {
    content = (
      <Alert severity="warning">
        <FormattedMessage id="announcements.count.invalid" />
      </Alert>
    );
  } else if (state.status === 'failed') {
    content = (
      <Alert severity="error">
        <FormattedMessage id="announcements.count.failed" />
      </Alert>
    );
  } else {
    const { count } = state;
    content = (
      <Alert severity={count.recipients === 0 ? 'warning' : 'info'}>
        <strong>
          {count.recipients === 0 ? (
            <FormattedMessage id="announcements.count.none" />
          ) : (
            <FormattedMessage
              id="announcements.count.recipients"
              values={{ count: count.recipients }}
            />
          )}
        </strong>{' '}
        <FormattedMessage
          id="announcements.count.detail"
          values={{
            memberships: count.memberships,
            unsubscribed: count.excluded.unsubscribed,
            noAddress: count.excluded.no_verified_address,
          }}
        />
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite" data-testid="audience-count">
      {content}
    </Box>
  );
}
