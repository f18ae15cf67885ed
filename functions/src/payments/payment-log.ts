import { logger } from 'firebase-functions';

// Every payment log line comes from here, so they read alike and are easy to search.

export const paymentLog = {
  badSignature: (reason: string) => logger.warn('Stripe webhook: signature refused', { reason }),
  unhandledEvent: (eventId: string, type: string) =>
    logger.info('Stripe webhook: event type not handled', { eventId, type }),
  settled: (eventId: string | null, intentId: string | null, outcome: string) =>
    logger.info('Payment settled', { eventId, intentId, outcome }),
  rejected: (eventId: string | null, intentId: string | null, reason: string) =>
    logger.error('Payment event rejected: it does not match our records', {
      eventId,
      intentId,
      reason,
    }),
  paidNotActivated: (intentId: string, targetId: string, status: string) =>
    logger.error('Payment succeeded for a record that can no longer be activated', {
      intentId,
      targetId,
      status,
    }),
  refundFailed: (intentId: string, err: unknown) =>
    logger.error('A payment owed back (paid for nothing) could not be refunded yet', {
      intentId,
      err,
    }),
  standingRefreshFailed: (intentId: string | null, err: unknown) =>
    logger.error('Payment settled, but refreshing the standing failed', { intentId, err }),
  processingFailed: (eventId: string, err: unknown) =>
    logger.error('Stripe webhook: processing failed, Stripe will retry', { eventId, err }),
};
