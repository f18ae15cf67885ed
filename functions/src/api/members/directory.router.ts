import { Router, type Request } from 'express';
import type { ISchema } from 'yup';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import {
  directoryMembersQuerySchema,
  directoryPageQuerySchema,
  featuredMembersQuerySchema,
  type DirectoryPageQuery,
} from '../../domain/schemas/directory-query';
import { validateInput } from '../../domain/schemas/validate';
import { AppError } from '../errors/app-error';
import { callerOf } from '../middleware/authenticate';
import { validatePathIds } from '../middleware/validate-path-id';

import { decodeCursor } from './directory-cursor';
import { directoryClubToWire, memberToWire, pageToWire } from './directory.mapper';
import type { DirectoryPageRequest } from './directory.repository';
import type { DirectoryService } from './directory.service';

async function queryOf<T>(schema: ISchema<T>, req: Request): Promise<T> {
  const result = await validateInput(schema, { ...req.query });
  if (!result.ok) {
    throw AppError.badRequest('checkInformation', result.errors);
  }
  return result.value;
}

const pageRequest = ({ limit, cursor, direction }: DirectoryPageQuery): DirectoryPageRequest => ({
  limit,
  cursor: cursor ? decodeCursor(cursor) : null,
  direction,
});

/** /members: the member directory, read from the projection; HTTP only. */
export function membersRouter(service: DirectoryService) {
  const router = validatePathIds(Router());

  router.get('/all', async (req, res) => {
    const query = await queryOf(directoryMembersQuerySchema, req);
    const { page, total } = await service.members(
      callerOf(req),
      { clubId: query.club_id, beltRank: query.belt },
      pageRequest(query),
    );
    const answer = pageToWire(page, query.limit, total, memberToWire);
    res.json(answer satisfies AnswerOf<'GET /members/all'>);
  });

  router.get('/featured', async (req, res) => {
    const { limit } = await queryOf(featuredMembersQuerySchema, req);
    const members = await service.featured(callerOf(req), limit);
    res.json({ data: members.map(memberToWire) } satisfies AnswerOf<'GET /members/featured'>);
  });

  for (const [path, role] of [
    ['/referees', 'referee'],
    ['/coaches', 'coach'],
  ] as const) {
    router.get(path, async (req, res) => {
      const query = await queryOf(directoryPageQuerySchema, req);
      const { page, total } = await service.members(callerOf(req), { role }, pageRequest(query));
      const answer = pageToWire(page, query.limit, total, memberToWire);
      res.json(answer satisfies AnswerOf<'GET /members/referees' | 'GET /members/coaches'>);
    });
  }

  router.get('/:id', async (req, res) => {
    const member = await service.member(callerOf(req), String(req.params.id));
    res.json(memberToWire(member) satisfies AnswerOf<'GET /members/{id}'>);
  });

  return router;
}

/** GET /clubs/all: the clubs of the directory (the /clubs router keeps its other routes). */
export function directoryClubsRouter(service: DirectoryService) {
  const router = Router();
  router.get('/all', async (req, res) => {
    const query = await queryOf(directoryPageQuerySchema, req);
    const { page, total } = await service.clubs(callerOf(req), pageRequest(query));
    const answer = pageToWire(page, query.limit, total, directoryClubToWire);
    res.json(answer satisfies AnswerOf<'GET /clubs/all'>);
  });
  return router;
}
