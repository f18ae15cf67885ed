import { formatBeltRank } from './enums';

/** One column of an exported admin table: its header and how a cell is read from a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => unknown;
}

export const EXPORT_TABLES = ['accounts', 'memberships', 'club-memberships'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** Rows read in one page of an export, so thousands of rows never sit in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A spreadsheet runs a cell that starts like a formula: prefix such text with an
 * apostrophe. Empty values are 'N/A', as in the tables.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (value instanceof Date) return value.toISOString();
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// Columns as the admin tables show them (issue 10), read from the API's wire rows.
type WireRow = Record<string, unknown>;
const field =
  (name: string) =>
  (row: WireRow): unknown =>
    row[name];
const shortId = (row: WireRow) => row.member_id ?? String(row.id ?? '').slice(0, 8);

export const ACCOUNT_COLUMNS: CsvColumn<WireRow>[] = [
  { header: 'ID', cell: field('id') },
  { header: 'First Name', cell: field('first_name') },
  { header: 'Last Name', cell: field('last_name') },
  { header: 'Email', cell: field('email') },
  { header: 'Phone', cell: field('phone') },
  { header: 'Role', cell: field('role') },
  { header: 'Active', cell: (row) => (row.is_active ? 'Yes' : 'No') },
  { header: 'Created', cell: field('created_at') },
];

export const MEMBERSHIP_COLUMNS: CsvColumn<WireRow>[] = [
  { header: 'ID', cell: shortId },
  { header: 'First Name', cell: field('first_name') },
  { header: 'Last Name', cell: field('last_name') },
  { header: 'Email', cell: field('email') },
  { header: 'Role', cell: field('role') },
  { header: 'Belt Rank', cell: (row) => formatBeltRank(String(row.belt_rank ?? '')) },
  { header: 'Division', cell: field('division') },
  { header: 'School', cell: field('current_school') },
  { header: 'Tier', cell: field('membership_tier') },
  { header: 'Status', cell: field('status') },
  { header: 'Payment', cell: field('payment_status') },
];

export const CLUB_COLUMNS: CsvColumn<WireRow>[] = [
  { header: 'ID', cell: shortId },
  { header: 'Name', cell: field('name') },
  { header: 'Owner', cell: field('owner') },
  { header: 'Email', cell: field('email') },
  { header: 'Phone', cell: field('phone') },
  { header: 'Address', cell: field('address') },
  { header: 'Status', cell: field('status') },
  { header: 'Payment', cell: field('payment_status') },
  { header: 'Created', cell: field('created_at') },
];

// The roster's words in English, so the file reads as the administrator's screen does.
const PAID_TEXT: Record<string, string> = {
  paid: 'Paid',
  pending: 'Not paid',
  none: 'Free',
  refunded: 'Refunded',
};
const STATUS_TEXT: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  entered: 'Entered',
  waiting: 'Waiting list',
  offered: 'Place offered',
  withdrawn: 'Withdrawn',
};
const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** An event's roster (GET /admin/export/event-roster.csv), read from its wire rows. */
export const EVENT_ROSTER_COLUMNS: CsvColumn<WireRow>[] = [
  { header: 'Name', cell: (row) => [row.last_name, row.first_name].filter(Boolean).join(', ') },
  { header: 'Member ID', cell: field('member_id') },
  { header: 'Club', cell: field('club_name') },
  { header: 'Division', cell: field('division') },
  { header: 'Belt', cell: (row) => titleCase(formatBeltRank(String(row.belt_rank ?? ''))) },
  { header: 'Role', cell: (row) => titleCase(String(row.role ?? '')) },
  { header: 'Status', cell: (row) => STATUS_TEXT[String(row.status)] },
  { header: 'Paid', cell: (row) => PAID_TEXT[String(row.payment_status)] },
  { header: 'Fee', cell: (row) => (Number(row.fee_cents ?? 0) / 100).toFixed(2) },
];

export const EXPORT_COLUMNS: Record<ExportTable, CsvColumn<WireRow>[]> = {
  accounts: ACCOUNT_COLUMNS,
  memberships: MEMBERSHIP_COLUMNS,
  'club-memberships': CLUB_COLUMNS,
};

/** A row's cells in column order, each made safe for a spreadsheet. */
export function csvRecord(columns: CsvColumn<WireRow>[], row: WireRow): string[] {
  return columns.map((column) => csvCell(column.cell(row)));
}

/** A cell quoted for CSV (RFC 4180) when it holds a comma, quote or line break. */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A small table as CSV text: a header line, then one line per row, cells made safe. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [
    header.map((cell) => quoted(csvCell(cell))),
    ...rows.map((row) => row.map((cell) => quoted(csvCell(cell)))),
  ]
    .map((line) => line.join(','))
    .join('\r\n')
    .concat('\r\n');
}
