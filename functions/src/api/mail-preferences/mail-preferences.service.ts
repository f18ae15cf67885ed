import type { MailPreferencesInput, UnsubscribeQuery } from '../../domain/schemas/announcement';
import type { MailPreferencesWire, UnsubscribeWire } from '../../domain/wire/announcement';
import { verifyUnsubscribeToken, type UnsubscribeClaims } from '../../mail/unsubscribe-token';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { MailPreferencesRepository } from './mail-preferences.repository';

export interface MailPreferencesServiceDeps {
  preferences: MailPreferencesRepository;
  /** MAIL_LINK_SECRET: the key the unsubscribe links are signed with. */
  mailLinkSecret: () => string;
  now: () => Date;
}

/** j•••@example.org: enough to recognise one's address, not to read someone else's. */
export function emailHintOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The member's choice of announcements, and the no-sign-in unsubscribe of a mail's link. */
export function mailPreferencesService({
  preferences,
  mailLinkSecret,
  now,
}: MailPreferencesServiceDeps) {
  /** The link's claims, or 400: a changed, cut or foreign token changes nothing. */
  async function claimsOf({ token }: UnsubscribeQuery): Promise<UnsubscribeClaims> {
    const claims = await verifyUnsubscribeToken(mailLinkSecret(), token);
    if (!claims) throw AppError.badRequest('unsubscribe.invalidToken');
    return claims;
  }

  async function answer(claims: UnsubscribeClaims, unsubscribed: boolean) {
    return {
      kind: claims.kind,
      email_hint: emailHintOf(claims.email),
      unsubscribed,
      language: await preferences.language(claims.uid),
    } satisfies UnsubscribeWire;
  }

  return {
    mine(caller: Caller): Promise<MailPreferencesWire> {
      return preferences.read(caller.uid);
    },

    save(caller: Caller, input: MailPreferencesInput): Promise<MailPreferencesWire> {
      return preferences.save(caller.uid, input, now());
    },

    async link(query: UnsubscribeQuery): Promise<UnsubscribeWire> {
      const claims = await claimsOf(query);
      return answer(claims, !(await preferences.receives(claims.uid, claims.kind)));
    },

    async unsubscribe(query: UnsubscribeQuery): Promise<UnsubscribeWire> {
      const claims = await claimsOf(query);
      return answer(claims, await preferences.unsubscribe(claims.uid, claims.kind, now()));
    },
  };
}

export type MailPreferencesService = ReturnType<typeof mailPreferencesService>;
