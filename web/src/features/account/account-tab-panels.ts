import { lazy } from 'react';

// The tabs a member has not opened: their code (forms, dialogs, the payment history) loads
// when one is opened, or once the member starts using the page, not before the first screen.
const loaders = {
  account: () => import('./account-info/account-info-tab'),
  cards: () => import('./cards/cards-tab'),
  clubs: () => import('./clubs/clubs-tab'),
  events: () => import('./events/household-entries'),
  payments: () => import('./payments/payments-tab'),
  messages: () => import('./messages/messages-tab'),
};

export const AccountInfoTab = lazy(() =>
  loaders.account().then((module) => ({ default: module.AccountInfoTab })),
);
export const CardsTab = lazy(() =>
  loaders.cards().then((module) => ({ default: module.CardsTab })),
);
export const ClubsTab = lazy(() =>
  loaders.clubs().then((module) => ({ default: module.ClubsTab })),
);
export const EventsTab = lazy(() =>
  loaders.events().then((module) => ({ default: module.HouseholdEntries })),
);
export const PaymentsTab = lazy(() =>
  loaders.payments().then((module) => ({ default: module.PaymentsTab })),
);

export const MessagesTab = lazy(() =>
  loaders.messages().then((module) => ({ default: module.MessagesTab })),
);

/** Starts loading every tab's code, so that opening one shows it at once. */
export function preloadAccountTabs() {
  for (const load of Object.values(loaders)) void load();
}
