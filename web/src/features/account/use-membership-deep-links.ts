import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import type { PaymentTarget } from '../../components/payments/payment-target';
import type { ClubRecord, MembershipRecord } from '../../lib/records/records';

import { clubPaymentTarget, membershipPaymentTarget } from './payment-targets';

export type MembershipDialogState =
  | null
  | { kind: 'edit'; membershipId: string; tab: 'details' | 'payment' }
  | {
      kind: 'pay';
      target: PaymentTarget;
      /** The membership whose payment tab opened the payment, reopened on Cancel. */
      from: string | null;
      /** Opened from an approval link: says the application was approved. */
      approved: boolean;
    };

export const PAYMENT_SUCCESS_CLEAR_MS = 1000;

/**
 * ?payment=success opens the paid membership's detail on its payment tab and clears the
 * query after 1 s; ?membership_id=&payment=<other> (the approval mail's pending, the
 * reminders' renew) opens the payment of that membership's first year or renewal, or its
 * detail when it cannot be paid now. ?club_id=&payment=renew opens the Clubs
 * tab and the club's payment.
 */
export function useMembershipDeepLinks(
  memberships: MembershipRecord[] | undefined,
  clubs: ClubRecord[] | undefined,
  open: (dialog: MembershipDialogState) => void,
) {
  const [params, setParams] = useSearchParams();
  // Read once: the query is cleared before the records may have loaded.
  const [link] = useState(() => ({
    payment: params.get('payment'),
    membershipId: params.get('membership_id'),
    clubId: params.get('club_id'),
  }));
  const handled = useRef(false);
  const paymentSucceeded = params.get('payment') === 'success';

  useEffect(() => {
    if (!paymentSucceeded) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('payment');
          next.delete('membership_id');
          return next;
        },
        { replace: true },
      );
    }, PAYMENT_SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [paymentSucceeded, setParams]);

  useEffect(() => {
    const { payment, membershipId, clubId } = link;
    if (handled.current || !payment) return;
    if (clubId && !membershipId) {
      if (!clubs) return;
      handled.current = true;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', 'clubs');
          return next;
        },
        { replace: true },
      );
      const club = clubs.find((c) => c.id === clubId);
      const target = club ? clubPaymentTarget(club, new Date()) : null;
      if (target) open({ kind: 'pay', target, from: null, approved: false });
      return;
    }
    if (!memberships) return;
    handled.current = true;
    if (payment === 'success') {
      const candidates = membershipId
        ? memberships.filter((m) => m.id === membershipId)
        : memberships;
      const chosen = candidates.find((m) => m.paymentStatus === 'paid') ?? candidates[0];
      if (chosen) open({ kind: 'edit', membershipId: chosen.id, tab: 'payment' });
      return;
    }
    const chosen = membershipId ? memberships.find((m) => m.id === membershipId) : undefined;
    if (!chosen) return;
    const target = membershipPaymentTarget(chosen, new Date());
    open(
      target
        ? {
            kind: 'pay',
            target,
            from: null,
            approved: target.kind === 'membership' && !target.renewal,
          }
        : { kind: 'edit', membershipId: chosen.id, tab: 'details' },
    );
  }, [link, memberships, clubs, open, setParams]);
}
