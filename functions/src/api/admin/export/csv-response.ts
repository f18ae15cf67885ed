import { once } from 'node:events';

import { stringify } from 'csv-stringify';
import type { Response } from 'express';

import { csvRecord, type CsvColumn } from '../../../domain/csv-export';

type WireRow = Record<string, unknown>;

/**
 * Streams the pages of rows as a CSV attachment through csv-stringify, so memory holds one
 * page however many rows there are. The first page is read before any byte is sent, so a
 * failing query still answers JSON (through the error middleware).
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  columns: CsvColumn<WireRow>[],
  rows: AsyncGenerator<WireRow[]>,
) {
  const first = await rows.next();
  res.status(200);
  res.type('text/csv; charset=utf-8');
  res.attachment(fileName);
  const csv = stringify({ header: true, columns: columns.map((column) => column.header) });
  csv.pipe(res);
  const write = async (record: string[]) => {
    if (!csv.write(record)) await once(csv, 'drain');
  };
  try {
    if (!first.done) for (const row of first.value) await write(csvRecord(columns, row));
    for await (const page of rows) {
      for (const row of page) await write(csvRecord(columns, row));
    }
  } finally {
    csv.end();
  }
}
