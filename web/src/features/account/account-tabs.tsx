import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMediaQuery, useTheme } from '@mui/material';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import type { PaymentTarget } from '../../components/payments/payment-target';
import { LoadingScreen } from '../../components/ui/loading-screen';
import type { LiveResult } from '../../lib/account/my-records';
import { useRealtime } from '../../lib/firebase/read-then-live';
import type { AccountRecord, ClubRecord, MembershipRecord } from '../../lib/records/records';
import { whenVisitorActs } from '../../lib/scheduling/main-thread';
import type { SessionUser } from '../../lib/session/session-user';

import { ACCOUNT_TABS, isTabLocked, tabFromQuery, type AccountTabId } from './account-tab-ids';
import {
  AccountInfoTab,
  CardsTab,
  ClubsTab,
  EventsTab,
  MessagesTab,
  PaymentsTab,
  preloadAccountTabs,
} from './account-tab-panels';
import type { AddMembershipSlot } from './memberships/add-membership-dialog';
import { MembershipDialogs } from './memberships/membership-dialogs';
import { MembershipsTab } from './memberships/memberships-tab';
import { useMembershipDeepLinks, type MembershipDialogState } from './use-membership-deep-links';

interface AccountTabsProps {
  user: SessionUser;
  account: AccountRecord;
  complete: boolean;
  memberships: LiveResult<MembershipRecord[]>;
  clubs: LiveResult<ClubRecord[]>;
  /** The app's registration wizard for 'Add New Membership'. */
  addMembership?: AddMembershipSlot;
}

/** The seven areas of My Account: tabs on large screens, an accordion on phones. */
export function AccountTabs({
  user,
  account,
  complete,
  memberships,
  clubs,
  addMembership,
}: AccountTabsProps) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const requested = tabFromQuery(params.get('tab'));
  const selected: AccountTabId = isTabLocked(requested, complete) ? 'account' : requested;
  const [collapsed, setCollapsed] = useState(false);
  const [dialog, setDialog] = useState<MembershipDialogState>(null);
  useMembershipDeepLinks(memberships.data, clubs.data, setDialog);
  const pay = (target: PaymentTarget) =>
    setDialog({ kind: 'pay', target, from: null, approved: false });

  useEffect(() => whenVisitorActs(preloadAccountTabs), []);

  // A payment or an edit changes the records: the page shows it as it happens.
  const { goLive } = useRealtime();
  useEffect(() => {
    if (dialog) goLive();
  }, [dialog, goLive]);

  // An empty ?tab= clears the parameter.
  useEffect(() => {
    if (params.get('tab') === '') {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('tab');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const choose = (tab: AccountTabId) => {
    setCollapsed(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  const panel = (tab: AccountTabId): ReactNode => (
    <Suspense fallback={<LoadingScreen messageId="account.loading" />}>
      {panelContent(tab)}
    </Suspense>
  );

  const panelContent = (tab: AccountTabId): ReactNode => {
    switch (tab) {
      case 'account':
        return <AccountInfoTab user={user} account={account} complete={complete} />;
      case 'memberships':
        return (
          <MembershipsTab
            memberships={memberships}
            addMembership={addMembership}
            onEdit={(membership) =>
              setDialog({ kind: 'edit', membershipId: membership.id, tab: 'details' })
            }
            onPay={pay}
          />
        );
      case 'cards':
        return <CardsTab />;
      case 'clubs':
        return <ClubsTab clubs={clubs} onPay={pay} />;
      case 'events':
        return <EventsTab />;
      case 'payments':
        return (
          <PaymentsTab
            uid={user.uid}
            memberships={memberships.data ?? []}
            clubs={clubs.data ?? []}
          />
        );
      case 'messages':
        return <MessagesTab />;
    }
  };

  const lockedHint = intl.formatMessage({ id: 'myAccount.tabs.locked' });
  const label = (tab: AccountTabId) => intl.formatMessage({ id: `myAccount.tabs.${tab}` });

  return (
    <Box>
      {!complete && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <FormattedMessage id="myAccount.tabs.locked" />
        </Alert>
      )}
      {phone ? (
        <Box>
          {ACCOUNT_TABS.map((tab) => {
            const locked = isTabLocked(tab, complete);
            return (
              <Accordion
                key={tab}
                disabled={locked}
                expanded={selected === tab && !collapsed}
                onChange={(_, expanded) => (expanded ? choose(tab) : setCollapsed(true))}
                disableGutters
                slotProps={{ transition: { unmountOnExit: true } }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  aria-controls={`account-section-${tab}`}
                  id={`account-section-${tab}-header`}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{label(tab)}</Typography>
                    {locked && (
                      <Typography variant="body2" color="textSecondary">
                        {lockedHint}
                      </Typography>
                    )}
                  </Box>
                </AccordionSummary>
                <AccordionDetails id={`account-section-${tab}`}>{panel(tab)}</AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ) : (
        <>
          <Tabs
            value={selected}
            onChange={(_, tab: AccountTabId) => choose(tab)}
            aria-label={intl.formatMessage({ id: 'myAccount.tabs.label' })}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            {ACCOUNT_TABS.map((tab) => (
              <Tab
                key={tab}
                value={tab}
                label={label(tab)}
                disabled={isTabLocked(tab, complete)}
                title={isTabLocked(tab, complete) ? lockedHint : undefined}
                id={`account-tab-${tab}`}
                aria-controls={`account-panel-${tab}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`account-panel-${selected}`}
            aria-labelledby={`account-tab-${selected}`}
          >
            {panel(selected)}
          </Box>
        </>
      )}
      <MembershipDialogs
        dialog={dialog}
        onChange={setDialog}
        memberships={memberships.data ?? []}
        account={account}
        isAdmin={user.isAdmin}
      />
    </Box>
  );
}
