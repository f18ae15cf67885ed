import { formatCents } from '../domain/pricing';
import { associationDate } from '../domain/renewal';
import { calendarDateInWords } from '../mail/email-dates';
import { escapeHtml, type MailDocument, type MailLanguage } from '../mail/mail-message';

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

export interface PaidTwiceDetails {
  to: string;
  /** The cents given back: the price of each record the payment found already paid. */
  amountRefunded: number;
  paymentIntentId: string;
  /** The athletes' or clubs' names someone had already paid for. */
  payingFor: string[];
}

interface Copy {
  receiptSubject: { activated: string; renewed: string };
  thanks: string;
  paidFor: (name: string) => string;
  renewed: (name: string) => string;
  memberId: (id: string) => string;
  // A renewal's receipt says the date the year it bought runs to.
  validUntil: (date: string) => string;
  validThrough: (date: string) => string;
  amount: (amount: string) => string;
  reference: (id: string) => string;
  paidTwiceSubject: string;
  paidTwiceIntro: string;
  alreadyPaid: (name: string) => string;
  refunded: (amount: string) => string;
  signOff: string;
  // Prices as the site writes them in each language.
  priceLocale: string;
}

const COPY: Record<MailLanguage, Copy> = {
  en: {
    receiptSubject: {
      activated: 'Payment received: your membership is active',
      renewed: 'Payment received: your membership is renewed',
    },
    thanks: 'Thank you: we received your payment.',
    paidFor: (name) => `Paid for: ${name}`,
    renewed: (name) => `Renewed: ${name}`,
    memberId: (id) => `Member ID: ${id}`,
    validUntil: (date) => `Valid until: ${date}`,
    validThrough: (date) => `Valid through: ${date}`,
    amount: (amount) => `Amount: ${amount} (card)`,
    reference: (id) => `Reference: ${id}`,
    paidTwiceSubject: 'Payment refunded: already paid',
    paidTwiceIntro:
      'Your payment arrived for what was already paid, so we are refunding it to your card.',
    alreadyPaid: (name) => `Already paid: ${name}`,
    refunded: (amount) => `Refunded: ${amount} (card)`,
    signOff: 'Illinois Taekwondo Association',
    priceLocale: 'en-US',
  },
  es: {
    receiptSubject: {
      activated: 'Pago recibido: su membresía está activa',
      renewed: 'Pago recibido: su membresía está renovada',
    },
    thanks: 'Gracias: recibimos su pago.',
    paidFor: (name) => `Pago correspondiente a: ${name}`,
    renewed: (name) => `Renovación de: ${name}`,
    memberId: (id) => `ID de miembro: ${id}`,
    validUntil: (date) => `Vigente hasta el ${date}`,
    validThrough: (date) => `Vigente hasta el ${date}`,
    amount: (amount) => `Importe: ${amount} (tarjeta)`,
    reference: (id) => `Referencia: ${id}`,
    paidTwiceSubject: 'Pago reembolsado: ya estaba pagado',
    paidTwiceIntro:
      'Su pago llegó por algo que ya estaba pagado, así que se lo reembolsamos a su tarjeta.',
    alreadyPaid: (name) => `Ya estaba pagado: ${name}`,
    refunded: (amount) => `Reembolsado: ${amount} (tarjeta)`,
    signOff: 'Asociación de Taekwondo de Illinois',
    priceLocale: 'es',
  },
};

type Escape = (value: string) => string;

function mailOf(
  to: string,
  kind: string,
  subject: string,
  paragraphs: (escape: Escape) => string[],
): MailDocument {
  return {
    to,
    kind,
    message: {
      subject,
      text: paragraphs((value) => value).join('\n\n'),
      html: paragraphs(escapeHtml)
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join('\n'),
    },
  };
}

/** The payment receipt queued with the settlement, in the payer's language. */
export function receiptEmail(language: MailLanguage, details: ReceiptDetails): MailDocument {
  const copy = COPY[language];
  const recordLines = (line: ReceiptLine, name: string) => {
    const date = calendarDateInWords(language, associationDate(line.validUntil));
    return [
      line.renewal ? copy.renewed(name) : copy.paidFor(name),
      ...(line.memberId ? [copy.memberId(line.memberId)] : []),
      line.renewal ? copy.validThrough(date) : copy.validUntil(date),
    ];
  };
  const renewals = details.lines.every((line) => line.renewal);
  return mailOf(
    details.to,
    'receipt',
    copy.receiptSubject[renewals ? 'renewed' : 'activated'],
    (escape) => [
      copy.thanks,
      ...details.lines.flatMap((line) => recordLines(line, escape(line.payingFor))),
      copy.amount(formatCents(details.amount, copy.priceLocale)),
      copy.reference(details.paymentIntentId),
      copy.signOff,
    ],
  );
}

/**
 * The mail of a payment refunded, in whole or in part, because it paid for what another
 * payment had already paid (two open payments for one membership), in the payer's language.
 */
export function paidTwiceEmail(language: MailLanguage, details: PaidTwiceDetails): MailDocument {
  const copy = COPY[language];
  return mailOf(details.to, 'paidTwiceRefund', copy.paidTwiceSubject, (escape) => [
    copy.paidTwiceIntro,
    ...details.payingFor.map((name) => copy.alreadyPaid(escape(name))),
    copy.refunded(formatCents(details.amountRefunded, copy.priceLocale)),
    copy.reference(details.paymentIntentId),
    copy.signOff,
  ]);
}
