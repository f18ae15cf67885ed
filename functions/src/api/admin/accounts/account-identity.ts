import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { authErrorCode, nullWhenNoSuchUser } from '../../../claims/auth-errors';
import { updateCustomClaims } from '../../../claims/custom-claims';
import { AppError } from '../../errors/app-error';

/** The Firebase Auth side of an account: its admin claim, email and sign-in switch. */
export function accountIdentity(db: Firestore, auth: Auth) {
  return {
    /**
     * Sets or clears `admin`, keeping every other claim (activeMember...). A demotion also
     * ends every session: the ID tokens already issued carry the claim for up to an hour,
     * and the API refuses tokens issued before a revocation.
     */
    async setAdminClaim(uid: string, isAdmin: boolean) {
      await updateCustomClaims(db, auth, uid, ({ admin: _previous, ...others }) =>
        isAdmin ? { ...others, admin: true } : others,
      );
      if (isAdmin) return;
      // Revoked even when the claim was already gone: a retry after a failed revocation.
      await auth.revokeRefreshTokens(uid).catch(nullWhenNoSuchUser);
    },

    async setEmail(uid: string, email: string) {
      try {
        await auth.updateUser(uid, { email });
      } catch (error) {
        if (authErrorCode(error) === 'auth/email-already-exists') {
          throw AppError.conflict('DUPLICATE_RESOURCE', 'account.emailTaken');
        }
        nullWhenNoSuchUser(error);
      }
    },

    /** A trashed account cannot sign in; its sessions end at once. */
    async setDisabled(uid: string, disabled: boolean) {
      try {
        await auth.updateUser(uid, { disabled });
        if (disabled) await auth.revokeRefreshTokens(uid);
      } catch (error) {
        // Accounts imported without a sign-in have nothing to switch.
        nullWhenNoSuchUser(error);
      }
    },
  };
}

export type AccountIdentity = ReturnType<typeof accountIdentity>;
