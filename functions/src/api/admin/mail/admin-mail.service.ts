import type { AdminMailQuery } from '../../../domain/schemas/admin-mail';
import { assertAdmin, type Caller } from '../../auth/caller';

import type { AdminMailRepository } from './admin-mail.repository';

/** Whether mail went out, for administrators: the rules close `mail` itself to every client. */
export function adminMailService({ mail }: { mail: AdminMailRepository }) {
  return {
    async list(caller: Caller, query: AdminMailQuery) {
      assertAdmin(caller);
      return mail.list({ to: query.to, limit: query.limit });
    },
  };
}

export type AdminMailService = ReturnType<typeof adminMailService>;
