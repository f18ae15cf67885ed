import { isPayable, normaliseLegacyStatus, type PaymentStatus } from '@domain/status';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import type { MembershipRecord } from '../../lib/account/records';

export type MembershipDialogState =
  | null
  | { kind: 'edit'; membershipId: string; tab: 'details' | 'payment' }
  | { kind: 'pay'; membershipId: string; direct: boolean };

export const PAYMENT_SUCCESS_CLEAR_MS = 1000;

/** An approved membership that is not paid yet (spec 02 §4). */
export function membershipIsPayable(membership: MembershipRecord): boolean {
  const status = normaliseLegacyStatus(membership.status);
  return (
    status !== null &&
    isPayable({ status, paymentStatus: membership.paymentStatus as PaymentStatus | null })
  );
}

/**
 * ?payment=success opens the paid membership's detail on its payment tab and clears the
 * query after 1 s; ?membership_id=&payment=<other> opens the direct payment of that
 * membership, or its detail when it cannot be paid (spec 02 §2).
 */
export function useMembershipDeepLinks(
  memberships: MembershipRecord[] | undefined,
  open: (dialog: MembershipDialogState) => void,
) {
  const [params, setParams] = useSearchParams();
  // Read once: the query is cleared before the memberships may have loaded.
  const [link] = useState(() => ({
    payment: params.get('payment'),
    membershipId: params.get('membership_id'),
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
    const { payment, membershipId } = link;
    if (handled.current || !memberships || !payment) return;
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
    open(
      membershipIsPayable(chosen)
        ? { kind: 'pay', membershipId: chosen.id, direct: true }
        : { kind: 'edit', membershipId: chosen.id, tab: 'details' },
    );
  }, [link, memberships, open]);
}
