import { Router } from 'express';

import { EXPORT_COLUMNS, EXPORT_TABLES } from '../../../domain/csv-export';
import { isOneOf } from '../../../domain/enums';
import { exportQuerySchema } from '../../../domain/schemas/admin';
import { assertAdmin } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { callerOf } from '../../middleware/authenticate';
import { validateQuery } from '../../middleware/validate-query';

import { sendCsv } from './csv-response';
import type { ExportService } from './export.service';

/**
 * GET /admin/export/{accounts|memberships|club-memberships}.csv: the table under its
 * search and filters, streamed page by page (sendCsv).
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
    await sendCsv(
      res,
      `${table}.csv`,
      EXPORT_COLUMNS[table],
      service.rows(caller, table, res.locals.query),
    );
  });

  return router;
}
