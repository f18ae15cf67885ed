import { Router, type Request } from 'express';

import { apiMessage } from '../../domain/api-messages';
import { isRecordId } from '../../domain/record-ids';
import { PKPASS_CONTENT_TYPE } from '../../wallet/wallet-pass';
import { AppError, fieldError } from '../errors/app-error';
import { callerOf } from '../middleware/authenticate';

import type { WalletPassesService } from './wallet-passes.service';

/** The membership id in the path, or 400 (Firestore's doc() throws on a malformed one). */
function membershipIdOf(req: Request): string {
  const id = String(req.params.membershipId ?? '');
  if (!isRecordId(id)) {
    throw AppError.badRequest(apiMessage('request.pathId', { name: 'membershipId' }), [
      fieldError('membershipId', 'validation.invalidType'),
    ]);
  }
  return id;
}

/** /cards/{membershipId}/wallet-pass: the .pkpass file; every decision is the service's. */
export function walletPassesRouter(service: WalletPassesService) {
  const router = Router();
  router.get('/:membershipId/wallet-pass', async (req, res) => {
    const pass = await service.pass(callerOf(req), membershipIdOf(req));
    res
      .status(200)
      .set({
        'Content-Type': PKPASS_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="member-card.pkpass"',
        // The pass holds the member's card: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
      })
      .send(pass);
  });
  return router;
}
