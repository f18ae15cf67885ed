import { Timestamp } from 'firebase-admin/firestore';
import { ValidationError } from 'yup';

import type { AccountProfileInput, CreateAccountInput } from '../../domain/schemas/account';
import { completeAccountSchema } from '../../domain/schemas/account';
import { fieldErrors } from '../../domain/schemas/field-errors';
import { AppError } from '../middleware/app-error';
import { assertSelfOrAdmin, type Caller } from '../middleware/authenticate';
import { inEnglish } from '../middleware/validate-body';

import { addressFromWire, addressToWire, profileFromWire } from './account.mapper';
import type { AccountDoc } from './account.model';
import type { AccountsRepository } from './accounts.repository';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  now: () => Date;
}

/** The decisions about accounts; HTTP lives in the router, Firestore in the repository. */
export function accountsService({ accounts, now }: AccountsServiceDeps) {
  async function getVisible(caller: Caller, uid: string) {
    assertSelfOrAdmin(caller, uid);
    const account = await accounts.get(uid);
    if (!account) throw AppError.notFound('Account');
    return account;
  }

  return {
    async create(caller: Caller, input: CreateAccountInput): Promise<AccountDoc> {
      if (input.firebase_user_id && input.firebase_user_id !== caller.uid)
        throw AppError.forbidden();
      if (!caller.email) throw AppError.badRequest('Your sign-in has no email address.');
      if (input.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw AppError.badRequest('Please check your information and try again', [
          { field: 'email', message: 'The email must be the one you signed in with.' },
        ]);
      }
      const at = Timestamp.fromDate(now());
      const account: AccountDoc = {
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
      };
      if (!(await accounts.create(account))) {
        throw AppError.conflict('USER_EXISTS', 'An account already exists for this user');
      }
      return account;
    },

    get: getVisible,

    async getMine(caller: Caller) {
      return getVisible(caller, caller.uid);
    },

    async getMineByEmail(caller: Caller) {
      const account = await getVisible(caller, caller.uid);
      if (!caller.email || account.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw AppError.notFound('Account');
      }
      return account;
    },

    async update(caller: Caller, uid: string, input: Partial<AccountProfileInput>) {
      assertSelfOrAdmin(caller, uid);
      const updated = await accounts.update(uid, {
        ...profileFromWire(input),
        updatedAt: Timestamp.fromDate(now()),
      });
      if (!updated) throw AppError.notFound('Account');
      return updated;
    },

    /** Like update, but refuses (422) unless the result is a complete account. */
    async complete(caller: Caller, uid: string, input: Partial<AccountProfileInput>) {
      const current = await getVisible(caller, uid);
      const merged = {
        first_name: input.first_name ?? current.firstName,
        last_name: input.last_name ?? current.lastName,
        phone: input.phone ?? current.phone,
        date_of_birth: input.date_of_birth ?? current.dateOfBirth,
        gender: input.gender ?? current.gender,
        address: input.address ?? addressToWire(current.address),
      };
      try {
        await completeAccountSchema.validate(merged, { abortEarly: false });
      } catch (err) {
        if (err instanceof ValidationError) {
          throw AppError.unprocessable('Validation failed', inEnglish(fieldErrors(err)));
        }
        throw err;
      }
      return this.update(caller, uid, input);
    },

    async recordLogin(caller: Caller, uid: string) {
      if (caller.uid !== uid) throw AppError.forbidden();
      const updated = await accounts.update(uid, { lastLoginAt: Timestamp.fromDate(now()) });
      if (!updated) throw AppError.notFound('Account');
      return updated;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
