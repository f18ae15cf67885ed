import type { NoInput } from '../endpoint-kinds';

/** Apple Wallet passes of member cards. ApiEndpoints extends it. */
export interface WalletPassesEndpoints {
  /**
   * A member card's Apple Wallet pass (a .pkpass file). For the account that holds the
   * membership, or an administrator: the card's fields and a QR barcode holding its signed
   * token. 404 when the membership has no active card; 503 when this deployment has no pass
   * certificates (GET /cards/me says so in `wallet`).
   */
  'GET /cards/{membershipId}/wallet-pass': NoInput<'signed-in', string> & { errors: 404 | 503 };
}
