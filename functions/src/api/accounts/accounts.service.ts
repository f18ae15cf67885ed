import { signUpNeedsSecurityCheck } from '../../domain/captcha';
import type { AccountProfileInput, CreateAccountInput } from '../../domain/schemas/account';
import { completeAccountSchema } from '../../domain/schemas/account';
import { validateInput } from '../../domain/schemas/validate';
import type { StoredAccount } from '../../firestore/collections/accounts';
import type { MailLanguage } from '../../mail/mail-message';
import { assertSelfOrAdmin, type Caller } from '../auth/caller';
import type { CaptchaService } from '../captcha/captcha.service';
import { AppError, fieldError } from '../errors/app-error';
import { addressFromWire, addressToWire } from '../shared/address.mapper';

import { profileFromWire } from './account.mapper';
import type { AccountsRepository } from './accounts.repository';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  captcha: Pick<CaptchaService, 'spendGuard'>;
  now: () => Date;
}

/** The decisions about accounts; HTTP lives in the router, Firestore in the repository. */
export function accountsService({ accounts, captcha, now }: AccountsServiceDeps) {
  async function getVisible(caller: Caller, uid: string) {
    assertSelfOrAdmin(caller, uid);
    const account = await accounts.get(uid);
    if (!account) throw AppError.notFound('notFound.account');
    return account;
  }

  /** An email sign-up spends a passed security check in the transaction that creates it. */
  function securityCheckGuard(caller: Caller, input: CreateAccountInput, checkId: string | null) {
    if (!signUpNeedsSecurityCheck(input.auth_method, caller.signInProvider)) return undefined;
    if (!checkId) throw AppError.captchaRequired();
    return captcha.spendGuard(checkId, caller.uid, 'registration');
  }

  return {
    async create(
      caller: Caller,
      input: CreateAccountInput,
      securityCheckId: string | null,
      language: MailLanguage,
    ): Promise<StoredAccount> {
      if (input.firebase_user_id && input.firebase_user_id !== caller.uid)
        throw AppError.forbidden();
      if (!caller.email) throw AppError.badRequest('account.noEmail');
      if (input.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw AppError.badRequest('checkInformation', [
          fieldError('email', 'validation.sameEmail'),
        ]);
      }
      const guard = securityCheckGuard(caller, input, securityCheckId);
      const at = now();
      const account: StoredAccount = {
        uid: caller.uid,
        email: caller.email,
        authMethod: input.auth_method,
        // Role and activity are never taken from the client.
        role: 'member',
        isActive: true,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        phone: input.phone || null,
        dateOfBirth: input.date_of_birth || null,
        gender: input.gender || null,
        address: addressFromWire(input.address),
        createdAt: at,
        updatedAt: at,
        lastLoginAt: at,
        deletedAt: null,
        deletionRequestedAt: null,
        preferredLanguage: language,
      };
      const result = await accounts.create(account, guard);
      if (result === 'exists') {
        throw AppError.conflict('USER_EXISTS', 'account.exists');
      }
      if (result === 'refused') throw AppError.captchaRequired();
      return account;
    },

    get: getVisible,

    async getMine(caller: Caller) {
      return getVisible(caller, caller.uid);
    },

    async getMineByEmail(caller: Caller) {
      const account = await getVisible(caller, caller.uid);
      if (!caller.email || account.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw AppError.notFound('notFound.account');
      }
      return account;
    },

    /** `language` is the request's: it becomes the owner's email language when they save. */
    async update(
      caller: Caller,
      uid: string,
      input: Partial<AccountProfileInput>,
      language?: MailLanguage,
    ) {
      assertSelfOrAdmin(caller, uid);
      const at = now();
      // Every administrator's write is audited; an owner's edit of their own account is not.
      const auditedActor = caller.isAdmin ? { actorUid: caller.uid, at } : undefined;
      const ownLanguage = language && caller.uid === uid ? { preferredLanguage: language } : {};
      const updated = await accounts.update(
        uid,
        { ...profileFromWire(input), ...ownLanguage, updatedAt: at },
        auditedActor,
      );
      if (!updated) throw AppError.notFound('notFound.account');
      return updated;
    },

    /** Like update, but refuses (422) unless the result is a complete account. */
    async complete(
      caller: Caller,
      uid: string,
      input: Partial<AccountProfileInput>,
      language?: MailLanguage,
    ) {
      const current = await getVisible(caller, uid);
      const merged = {
        first_name: input.first_name ?? current.firstName,
        last_name: input.last_name ?? current.lastName,
        phone: input.phone ?? current.phone,
        date_of_birth: input.date_of_birth ?? current.dateOfBirth,
        gender: input.gender ?? current.gender,
        address: input.address ?? addressToWire(current.address),
      };
      const result = await validateInput(completeAccountSchema, merged);
      if (!result.ok) throw AppError.unprocessable('account.completionFailed', result.errors);
      return this.update(caller, uid, input, language);
    },

    async recordLogin(caller: Caller, uid: string) {
      if (caller.uid !== uid) throw AppError.forbidden();
      const updated = await accounts.update(uid, { lastLoginAt: now() });
      if (!updated) throw AppError.notFound('notFound.account');
      return updated;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
