import type { MemberCardListWire } from '../../domain/wire/member-card';
import type { WalletCertificateSource } from '../../wallet/wallet-config';
import { walletPass } from '../../wallet/wallet-pass';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

export interface WalletPassesServiceDeps {
  // The account holding a membership (its accountUid), or null when there is none.
  holderOf: (membershipId: string) => Promise<string | null>;
  // The cards of an account as GET /cards/me gives them (cards.service's mine), so the pass
  // carries exactly the card and the token My Account shows.
  cardsOf: (caller: Caller) => Promise<MemberCardListWire>;
  certificates: WalletCertificateSource;
}

/** Apple Wallet passes of member cards, for the membership's holder or an administrator. */
export function walletPassesService({ holderOf, cardsOf, certificates }: WalletPassesServiceDeps) {
  return {
    async pass(caller: Caller, membershipId: string): Promise<Buffer> {
      const holder = await holderOf(membershipId);
      if (!holder) throw AppError.notFound('notFound.membership');
      if (holder !== caller.uid && !caller.isAdmin) throw AppError.forbidden();
      const configured = certificates();
      if (!configured) throw new AppError(503, 'API_ERROR', 'wallet.notConfigured');
      // An administrator gets the holder's card as the holder would see it.
      const { data } = await cardsOf({ ...caller, uid: holder });
      const card = data.find((candidate) => candidate.membership_id === membershipId);
      if (!card) throw AppError.notFound('wallet.noActiveCard');
      return walletPass(card, configured);
    },
  };
}

export type WalletPassesService = ReturnType<typeof walletPassesService>;
