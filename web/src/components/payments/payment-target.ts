/** What a payment dialog pays for: one membership or one club's yearly fee. */
export interface PaymentTarget {
  kind: 'membership' | 'club';
  id: string;
  /** Shown in the summary: the member's or the club's name. */
  name: string;
}

/** A step of the payment failed: the message id to show (spec 02 §8), maybe with a reason. */
export class PaymentStepError extends Error {
  constructor(
    readonly messageId: string,
    readonly reason: string | null = null,
  ) {
    super(messageId);
    this.name = 'PaymentStepError';
  }
}

/** The card was accepted: the server confirms, then the dialog shows success. */
export type CardAccepted = (paymentIntentId: string) => Promise<void>;
