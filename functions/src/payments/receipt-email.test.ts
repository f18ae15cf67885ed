import { paidTwiceEmail, receiptEmail } from './receipt-email';

describe('payment emails', () => {
  it('When a receipt or a paid-twice refund is written, then it says which email it is for the delivery view', () => {
    const receipt = receiptEmail('en', {
      to: 'payer@example.test',
      amount: 4500,
      paymentIntentId: 'pi_1',
      lines: [
        {
          payingFor: 'Mia Santos',
          memberId: 'IL-2026-000001',
          validUntil: new Date(),
          renewal: false,
        },
      ],
    });
    const refund = paidTwiceEmail('en', {
      to: 'payer@example.test',
      amountRefunded: 4500,
      paymentIntentId: 'pi_2',
      payingFor: ['Mia Santos'],
    });

    expect(receipt.kind).toBe('receipt');
    expect(refund.kind).toBe('paidTwiceRefund');
    expect(refund.message.text).toContain('Already paid: Mia Santos');
  });

  it('When a renewal receipt is written for a Spanish reader, then every line is in Spanish', () => {
    const receipt = receiptEmail('es', {
      to: 'payer@example.test',
      amount: 4500,
      paymentIntentId: 'pi_3',
      lines: [
        {
          payingFor: 'Mia <Santos>',
          memberId: 'IL-2026-000001',
          validUntil: new Date('2028-03-15T17:00:00Z'),
          renewal: true,
        },
      ],
    });

    expect(receipt.message.subject).toBe('Pago recibido: su membresía está renovada');
    expect(receipt.message.text.split('\n\n')).toEqual([
      'Gracias: recibimos su pago.',
      'Renovación de: Mia <Santos>',
      'ID de miembro: IL-2026-000001',
      'Vigente hasta el 15 de marzo de 2028',
      'Importe: 45\u00a0US$ (tarjeta)',
      'Referencia: pi_3',
      'Asociación de Taekwondo de Illinois',
    ]);
    expect(receipt.message.html).toContain('<p>Renovación de: Mia &lt;Santos&gt;</p>');
  });

  it('When a paid-twice refund is written for a Spanish reader, then it is in Spanish', () => {
    const refund = paidTwiceEmail('es', {
      to: 'payer@example.test',
      amountRefunded: 4500,
      paymentIntentId: 'pi_4',
      payingFor: ['Mia Santos'],
    });

    expect(refund.message.subject).toBe('Pago reembolsado: ya estaba pagado');
    expect(refund.message.text).toContain('Ya estaba pagado: Mia Santos');
  });
});
