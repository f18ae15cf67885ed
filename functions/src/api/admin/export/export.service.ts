import { EXPORT_PAGE_SIZE, type ExportTable } from '../../../domain/csv-export';
import { associationDate } from '../../../domain/renewal';
import type { ExportQuery } from '../../../domain/schemas/admin';
import { normaliseForSearch } from '../../../domain/search-text';
import { accountToWire } from '../../accounts/account.mapper';
import { assertAdmin, type Caller } from '../../auth/caller';
import { clubToWire } from '../../club-memberships/club-membership.mapper';
import type { ClubMembershipsRepository } from '../../club-memberships/club-memberships.repository';
import { membershipToWire } from '../../memberships/membership.mapper';
import type { AdminAccountsRepository } from '../accounts/admin-accounts.repository';
import type { ListingRequest } from '../listing/listing-query';
import type { AdminMembershipsRepository } from '../memberships/admin-memberships.repository';

export interface ExportServiceDeps {
  accounts: Pick<AdminAccountsRepository, 'pages'>;
  memberships: Pick<AdminMembershipsRepository, 'pages' | 'notYetEligible'>;
  clubs: Pick<ClubMembershipsRepository, 'pages'>;
  now?: () => Date;
}

type WireRow = Record<string, unknown>;

/** Every row of an admin table under its current search and filters, one page at a time. */
export function exportService({
  accounts,
  memberships,
  clubs,
  now = () => new Date(),
}: ExportServiceDeps) {
  return {
    async *rows(caller: Caller, table: ExportTable, query: ExportQuery): AsyncGenerator<WireRow[]> {
      assertAdmin(caller);
      const base = { search: normaliseForSearch(query.search), deleted: query.deleted ?? false };
      if (table === 'accounts') {
        const request: ListingRequest = {
          ...base,
          filters: query.active_only ? { isActive: true } : {},
        };
        for await (const page of accounts.pages(request, EXPORT_PAGE_SIZE)) {
          yield page.map(accountToWire);
        }
      } else if (table === 'memberships') {
        const filters: Record<string, string> = {};
        if (query.role) filters.role = query.role;
        // Not yet eligible is no stored status: the certifications decide, as on the tab.
        if (query.status === 'not_yet_eligible') {
          if (query.role === 'athlete') return;
          const page = { skip: 0, limit: Number.MAX_SAFE_INTEGER };
          const today = associationDate(now());
          const found = await memberships.notYetEligible({ ...base, filters }, page, today);
          yield found.memberships.map(membershipToWire);
          return;
        }
        if (query.status) filters.status = query.status;
        for await (const page of memberships.pages({ ...base, filters }, EXPORT_PAGE_SIZE)) {
          yield page.map(membershipToWire);
        }
      } else {
        const filters: Record<string, string> = query.status ? { status: query.status } : {};
        for await (const page of clubs.pages({ ...base, filters }, EXPORT_PAGE_SIZE)) {
          yield page.map(clubToWire);
        }
      }
    },
  };
}

export type ExportService = ReturnType<typeof exportService>;
