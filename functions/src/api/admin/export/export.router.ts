import { once } from 'node:events';

import { stringify } from 'csv-stringify';
import { Router } from 'express';

import { EXPORT_COLUMNS, EXPORT_TABLES, csvRecord } from '../../../domain/csv-export';
import { isOneOf } from '../../../domain/enums';
import { exportQuerySchema } from '../../../domain/schemas/admin';
import { assertAdmin } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { callerOf } from '../../middleware/authenticate';
import { validateQuery } from '../../middleware/validate-query';

import type { ExportService } from './export.service';

/**
 * GET /admin/export/{accounts|memberships|club-memberships}.csv: the table under its
 * search and filters, streamed page by page through csv-stringify, so memory holds one
 * page however many rows there are.
 */
export function exportRouter(service: ExportService) {
  const router = Router();

  router.get('/export/:file', validateQuery(exportQuerySchema), async (req, res) => {
    const caller = callerOf(req);
    assertAdmin(caller);
    const table = String(req.params.file).replace(/\.csv$/, '');
    if (!String(req.params.file).endsWith('.csv') || !isOneOf(EXPORT_TABLES, table)) {
      throw AppError.notFound('notFound.export');
    }
    const columns = EXPORT_COLUMNS[table];
    const rows = service.rows(caller, table, res.locals.query);
    // The first page is read before any byte is sent, so a failing query still answers JSON.
    const first = await rows.next();
    res.status(200);
    res.type('text/csv; charset=utf-8');
    res.attachment(`${table}.csv`);
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
  });

  return router;
}
