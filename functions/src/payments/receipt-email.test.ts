import { paidTwiceEmail, receiptEmail } from './receipt-email';

describe('payment emails', () => {
  it('When a receipt or a paid-twice refund is written, then it says which email it is for the delivery view', () => {
    const receipt = receiptEmail({
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
    const refund = paidTwiceEmail({
      to: 'payer@example.test',
      amountRefunded: 4500,
      paymentIntentId: 'pi_2',
      payingFor: ['Mia Santos'],
    });

    expect(receipt.kind).toBe('receipt');
    expect(refund.kind).toBe('paidTwiceRefund');
    expect(refund.message.text).toContain('Already paid: Mia Santos');
  });
});
