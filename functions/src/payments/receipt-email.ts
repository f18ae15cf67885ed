import { formatCents } from '../domain/pricing';
import { associationDate } from '../domain/renewal';
import { escapeHtml, type MailDocument } from '../mail/mail-message';

/** One record the payment paid for: its first year, or a renewal to a new date. */
export interface ReceiptLine {
  payingFor: string;
  memberId: string | null;
  validUntil: Date;
  renewal: boolean;
}

export interface ReceiptDetails {
  to: string;
  amount: number;
  paymentIntentId: string;
  lines: ReceiptLine[];
}

/** The payment receipt queued with the settlement (English: the payment carries no language). */
export function receiptEmail(details: ReceiptDetails): MailDocument {
  const recordLines = (line: ReceiptLine, name: string) => [
    line.renewal ? `Renewed: ${name}` : `Paid for: ${name}`,
    ...(line.memberId ? [`Member ID: ${line.memberId}`] : []),
    // A renewal's receipt says the date the year it bought runs to.
    `${line.renewal ? 'Valid through' : 'Valid until'}: ${associationDate(line.validUntil)}`,
  ];
  const lines = (escape: (value: string) => string) => [
    'Thank you: we received your payment.',
    ...details.lines.flatMap((line) => recordLines(line, escape(line.payingFor))),
    `Amount: ${formatCents(details.amount)} (card)`,
    `Reference: ${details.paymentIntentId}`,
    'Illinois Taekwondo Association',
  ];
  const renewals = details.lines.every((line) => line.renewal);
  return {
    to: details.to,
    kind: 'receipt',
    message: {
      subject: renewals
        ? 'Payment received: your membership is renewed'
        : 'Payment received: your membership is active',
      text: lines((value) => value).join('\n\n'),
      html: lines(escapeHtml)
        .map((line) => `<p>${line}</p>`)
        .join('\n'),
    },
  };
}

export interface PaidTwiceDetails {
  to: string;
  /** The cents given back: the price of each record the payment found already paid. */
  amountRefunded: number;
  paymentIntentId: string;
  /** The athletes' or clubs' names someone had already paid for. */
  payingFor: string[];
}

/**
 * The mail of a payment refunded, in whole or in part, because it paid for what another
 * payment had already paid (two open payments for one membership): English, like receipts.
 */
export function paidTwiceEmail(details: PaidTwiceDetails): MailDocument {
  const lines = (escape: (value: string) => string) => [
    'Your payment arrived for what was already paid, so we are refunding it to your card.',
    ...details.payingFor.map((name) => `Already paid: ${escape(name)}`),
    `Refunded: ${formatCents(details.amountRefunded)} (card)`,
    `Reference: ${details.paymentIntentId}`,
    'Illinois Taekwondo Association',
  ];
  return {
    to: details.to,
    kind: 'paidTwiceRefund',
    message: {
      subject: 'Payment refunded: already paid',
      text: lines((value) => value).join('\n\n'),
      html: lines(escapeHtml)
        .map((line) => `<p>${line}</p>`)
        .join('\n'),
    },
  };
}
