import type { BodyOf } from '@domain/contract/api-endpoints';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../../lib/api/call-api';

/** How many announcements one page of a writer's list shows. */
export const WRITER_PAGE_SIZE = 20;

/** GET /announcements: newest first; a club owner names their club. */
export const listAnnouncements = (
  config: RuntimeConfig,
  { after, clubId }: { after: string | null; clubId: string | null },
) =>
  callApi(config, 'GET /announcements', {
    query: {
      limit: WRITER_PAGE_SIZE,
      ...(after ? { after } : {}),
      ...(clubId ? { club_id: clubId } : {}),
    },
  });

export const createAnnouncement = (config: RuntimeConfig, body: BodyOf<'POST /announcements'>) =>
  callApi(config, 'POST /announcements', { body });

export const updateAnnouncement = (
  config: RuntimeConfig,
  id: string,
  body: BodyOf<'PATCH /announcements/{id}'>,
) => callApi(config, 'PATCH /announcements/{id}', { path: { id }, body });

/** Who the audience reaches now, and who is left out and why. */
export const countAudience = (
  config: RuntimeConfig,
  body: BodyOf<'POST /announcements/audience'>,
) => callApi(config, 'POST /announcements/audience', { body });

/** Mails the draft in both languages to the writer alone. */
export const sendTestAnnouncement = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /announcements/{id}/test', { path: { id } });

export const sendAnnouncement = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /announcements/{id}/send', { path: { id } });

export const cancelAnnouncement = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /announcements/{id}/cancel', { path: { id } });

/** The active clubs an administrator may narrow an audience to. */
export const activeClubs = async (config: RuntimeConfig) =>
  (await callApi(config, 'GET /clubs/public', { auth: 'none' })).clubs;

/** The events still to come whose entrants an administrator may write to. */
export const upcomingEvents = async (config: RuntimeConfig) =>
  (await callApi(config, 'GET /events', { query: { when: 'upcoming', limit: 100 } })).events;
