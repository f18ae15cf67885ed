/** queued: waiting or being retried by the Trigger Email extension; sent; failed for good. */
export type MailDeliveryState = 'queued' | 'sent' | 'failed';

/**
 * One outgoing email as administrators see it (GET /admin/mail): who it went to, which email
 * it is and how its delivery went. Never the message: it may hold a one-time sign-in link.
 */
export type MailDeliveryWire = {
  id: string;
  to: string;
  template: string | null;
  subject: string;
  state: MailDeliveryState;
  attempts: number;
  error: string | null;
  queued_at: string | null;
  delivered_at: string | null;
};

export type MailDeliveryListWire = { mail: MailDeliveryWire[] };
