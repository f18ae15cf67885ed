import type {
  CardKeySetWire,
  CardRevocationsWire,
  CardStatusWire,
  MemberCardListWire,
} from '../../wire/member-card';
import type { NoInput } from '../endpoint-kinds';

/**
 * Member cards: the caller's cards, and what a card checker at a tournament's door needs
 * (administrators and coaches of active clubs). ApiEndpoints extends it.
 */
export interface MemberCardsEndpoints {
  /** A card, with its signed token, for each active membership the caller's account holds. */
  'GET /cards/me': NoInput<'signed-in', MemberCardListWire>;
  /** The signed list of member IDs whose cards are refused (for card checkers). */
  'GET /cards/revocations': NoInput<'signed-in', CardRevocationsWire>;
  /** What the records say of a member ID now (for card checkers). */
  'GET /cards/status/{memberId}': NoInput<'signed-in', CardStatusWire>;
  /** The public keys of member cards; also served at /.well-known/jwks.json. */
  'GET /cards/keys': {
    auth: 'none';
    success: 200;
    query: never;
    body: never;
    answer: CardKeySetWire;
  };
}
