import type { Auth } from 'firebase-admin/auth';

import { AppError } from '../../errors/app-error';

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** The Firebase Auth side of an account: its admin claim, email and sign-in switch. */
export function accountIdentity(auth: Auth) {
  return {
    /** Sets or clears `admin`, keeping every other claim (activeMember...). */
    async setAdminClaim(uid: string, isAdmin: boolean) {
      try {
        const { customClaims = {} } = await auth.getUser(uid);
        const { admin: _previous, ...others } = customClaims;
        await auth.setCustomUserClaims(uid, isAdmin ? { ...others, admin: true } : others);
      } catch (error) {
        // An account imported without a sign-in has no token to carry the claim.
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },

    async setEmail(uid: string, email: string) {
      try {
        await auth.updateUser(uid, { email });
      } catch (error) {
        if (errorCode(error) === 'auth/email-already-exists') {
          throw AppError.conflict('DUPLICATE_RESOURCE', 'Another account uses this email.');
        }
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },

    /** A trashed account cannot sign in; its sessions end at once. */
    async setDisabled(uid: string, disabled: boolean) {
      try {
        await auth.updateUser(uid, { disabled });
        if (disabled) await auth.revokeRefreshTokens(uid);
      } catch (error) {
        // Accounts imported without a sign-in have nothing to switch.
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },
  };
}

export type AccountIdentity = ReturnType<typeof accountIdentity>;
