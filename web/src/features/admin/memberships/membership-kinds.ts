import {
  DEFAULT_MEMBER_COLUMNS,
  type MemberColumn,
} from '../../../components/member-table/member-columns';
import {
  memberTableTexts,
  type MemberTableTexts,
} from '../../../components/member-table/member-table';
import { MEMBERSHIP_STATUS_OPTIONS, REVIEW_STATUS_OPTIONS } from '../shared/status-options';

export type MembershipKind = 'memberships' | 'coaches' | 'referees';

export interface MembershipKindSettings {
  /** The role every request filters on; null lets the role filter choose. */
  role: 'coach' | 'referee' | null;
  titleId: string;
  subtitleId: string;
  searchId: string;
  columns: readonly MemberColumn[];
  /** Columns shown in each row's details, so the table fits its screen without scrolling. */
  detailColumns: readonly MemberColumn[];
  /** From a desktop width (lg, 1200 px) on, the details columns instead of `detailColumns`. */
  desktopDetailColumns?: readonly MemberColumn[];
  /** The first column names what the tab lists. */
  columnHeaderIds?: Partial<Record<MemberColumn, string>>;
  /** The message under the error title when the list fails to load. */
  loadFailedId: string;
  statusOptions: readonly { value: string; labelId: string }[];
  texts: MemberTableTexts;
}

const REVIEW_COLUMNS: readonly MemberColumn[] = [
  'member',
  'beltRank',
  'division',
  'school',
  'status',
];

// Five columns fit a desktop screen; below it the division waits in the row's details.
const REVIEW_DETAIL_COLUMNS: readonly MemberColumn[] = ['division'];

export const MEMBERSHIP_KINDS: Record<MembershipKind, MembershipKindSettings> = {
  memberships: {
    role: null,
    titleId: 'admin.memberships.title',
    subtitleId: 'admin.memberships.subtitle',
    searchId: 'admin.memberships.search',
    columns: DEFAULT_MEMBER_COLUMNS,
    // At 1280 px: who, their role and plan, the status selector and the payment.
    detailColumns: ['email', 'beltRank', 'division', 'school'],
    loadFailedId: 'admin.memberships.loadFailed',
    statusOptions: MEMBERSHIP_STATUS_OPTIONS,
    texts: memberTableTexts('admin.memberships'),
  },
  coaches: {
    role: 'coach',
    titleId: 'admin.coaches.title',
    subtitleId: 'admin.coaches.subtitle',
    searchId: 'admin.coaches.search',
    columns: REVIEW_COLUMNS,
    detailColumns: REVIEW_DETAIL_COLUMNS,
    desktopDetailColumns: [],
    columnHeaderIds: { member: 'admin.coaches.column.member' },
    loadFailedId: 'admin.coaches.loadFailed',
    statusOptions: REVIEW_STATUS_OPTIONS,
    texts: memberTableTexts('admin.coaches'),
  },
  referees: {
    role: 'referee',
    titleId: 'admin.referees.title',
    subtitleId: 'admin.referees.subtitle',
    searchId: 'admin.referees.search',
    columns: REVIEW_COLUMNS,
    detailColumns: REVIEW_DETAIL_COLUMNS,
    desktopDetailColumns: [],
    columnHeaderIds: { member: 'admin.referees.column.member' },
    loadFailedId: 'admin.referees.loadFailed',
    statusOptions: REVIEW_STATUS_OPTIONS,
    texts: memberTableTexts('admin.referees'),
  },
};
