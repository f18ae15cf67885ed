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
