import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { authErrorCode, nullWhenNoSuchUser } from '../../../claims/auth-errors';
import { syncAccountIdentity } from '../../../claims/identity-sync';
import { AppError } from '../../errors/app-error';

/** The Firebase Auth side of an account: its admin claim, email and sign-in switch. */
export function accountIdentity(db: Firestore, auth: Auth) {
  return {
    /** Brings the claim and the sign-in switch to the account document (claims/identity-sync). */
    sync: (uid: string) => syncAccountIdentity(db, auth, uid),

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
  };
}

export type AccountIdentity = ReturnType<typeof accountIdentity>;
