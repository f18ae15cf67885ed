import { formatCents } from '../domain/pricing';
import { escapeHtml, type MailDocument } from '../mail/mail-message';

export interface ReceiptDetails {
  to: string;
  payingFor: string;
  amount: number;
  memberId: string | null;
  validUntil: Date;
  paymentIntentId: string;
}

/** The payment receipt queued with the activation (English: the payment carries no language). */
export function receiptEmail(details: ReceiptDetails): MailDocument {
  const until = details.validUntil.toISOString().slice(0, 10);
  const lines = (name: string) => [
    'Thank you: we received your payment.',
    `Paid for: ${name}`,
    `Amount: ${formatCents(details.amount)} (card)`,
    ...(details.memberId ? [`Member ID: ${details.memberId}`] : []),
    `Valid until: ${until}`,
    `Reference: ${details.paymentIntentId}`,
    'Illinois Taekwondo Association',
  ];
  return {
    to: details.to,
    message: {
      subject: 'Payment received: your membership is active',
      text: lines(details.payingFor).join('\n\n'),
      html: lines(escapeHtml(details.payingFor))
        .map((line) => `<p>${line}</p>`)
        .join('\n'),
    },
  };
}
