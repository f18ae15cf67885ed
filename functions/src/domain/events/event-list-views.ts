/**
 * The administrator's list: upcoming events soonest first, or past ones latest first. Apart
 * from the event schemas so that the admin Events tab can name the views without yup.
 */
export const EVENT_LIST_VIEWS = ['upcoming', 'past'] as const;
export type EventListView = (typeof EVENT_LIST_VIEWS)[number];
