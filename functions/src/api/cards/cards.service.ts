import type { CardKeySource } from '../../cards/card-keys';
import { signCardToken, signRevocationList } from '../../cards/card-tokens';
import {
  cardValidThrough,
  issuesCard,
  liveCardVerdict,
  mayCheckCards,
  memberCardClaims,
} from '../../domain/member-card';
import type {
  CardKeySetWire,
  CardRevocationsWire,
  CardStatusWire,
  MemberCardListWire,
  MemberCardWire,
} from '../../domain/wire/member-card';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { CardRecord, CardsRepository } from './cards.repository';

export interface CardsServiceDeps {
  cards: CardsRepository;
  keys: CardKeySource;
  // Whether Apple Wallet pass certificates are configured in this deployment.
  walletAvailable: () => boolean;
  now: () => Date;
}

const fullName = (record: CardRecord) => `${record.firstName} ${record.lastName}`.trim();

/** The club a card names: the listed club the membership chose, else the school it gave. */
const clubNameOf = (record: CardRecord, clubNames: Map<string, string>) =>
  (record.clubId ? clubNames.get(record.clubId) : undefined) ??
  (record.currentSchool.trim() || null);

/**
 * Member cards: the caller's own cards with their signed tokens, and what card checkers
 * (administrators, owners of active clubs, active coaches) need at a door.
 */
export function cardsService({ cards, keys, walletAvailable, now }: CardsServiceDeps) {
  async function assertCardChecker(caller: Caller, at: Date) {
    if (caller.isAdmin) return;
    const [clubs, memberships] = await Promise.all([
      cards.ownedClubs(caller.uid),
      cards.ofAccount(caller.uid),
    ]);
    if (!mayCheckCards(caller, clubs, memberships, at)) throw AppError.forbidden();
  }

  return {
    /** A card for each active membership the caller's account holds, children's included. */
    async mine(caller: Caller): Promise<MemberCardListWire> {
      const at = now();
      const held = (await cards.ofAccount(caller.uid)).filter((record) => issuesCard(record, at));
      const wallet: MemberCardListWire['wallet'] = walletAvailable()
        ? { available: true }
        : { available: false, reason: 'not_configured' };
      if (held.length === 0) return { data: [], wallet };
      const [ring, clubNames] = await Promise.all([
        keys(),
        cards.clubNames(held.flatMap((record) => (record.clubId ? [record.clubId] : []))),
      ]);
      const data = await Promise.all(
        held
          .sort((a, b) => fullName(a).localeCompare(fullName(b)) || a.id.localeCompare(b.id))
          .map(async (record): Promise<MemberCardWire> => {
            const memberId = record.memberId as string;
            const validThrough = cardValidThrough(record.expiresAt as Date);
            const card = {
              memberId,
              name: fullName(record),
              division: record.division,
              beltRank: record.beltRank || null,
              clubName: clubNameOf(record, clubNames),
              validThrough,
            };
            return {
              membership_id: record.id,
              member_id: memberId,
              name: card.name,
              belt_rank: card.beltRank,
              division: card.division,
              club_name: card.clubName,
              valid_through: validThrough,
              token: await signCardToken(ring, memberCardClaims(card, at)),
            };
          }),
      );
      return { data, wallet };
    },

    /** The signed list of member IDs whose cards are refused. */
    async revocations(caller: Caller): Promise<CardRevocationsWire> {
      const at = now();
      await assertCardChecker(caller, at);
      const [ring, revoked] = await Promise.all([keys(), cards.revokedMemberIds(at)]);
      return { token: await signRevocationList(ring, revoked, at) };
    },

    /** What the records say of a member ID now: the verdict and what a card shows. */
    async status(caller: Caller, memberId: string): Promise<CardStatusWire> {
      const at = now();
      await assertCardChecker(caller, at);
      const record = await cards.byMemberId(memberId);
      const verdict = liveCardVerdict(record, at);
      if (!record || verdict === 'unknown') {
        return {
          member_id: memberId,
          verdict: 'unknown',
          name: null,
          belt_rank: null,
          division: null,
          club_name: null,
          valid_through: null,
        };
      }
      const clubNames = await cards.clubNames(record.clubId ? [record.clubId] : []);
      return {
        member_id: memberId,
        verdict,
        name: fullName(record) || null,
        belt_rank: record.beltRank || null,
        division: record.division,
        club_name: clubNameOf(record, clubNames),
        valid_through: record.expiresAt ? cardValidThrough(record.expiresAt) : null,
      };
    },

    /** The public keys cards and revocation lists are signed with. */
    async keySet(): Promise<CardKeySetWire> {
      return (await keys()).published;
    },
  };
}

export type CardsService = ReturnType<typeof cardsService>;
