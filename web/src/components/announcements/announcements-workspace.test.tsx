import { apiErrorBody } from '@domain/api-messages';
import type { AnnouncementInput } from '@domain/schemas/announcement';
import type { AnnouncementWire } from '@domain/wire/announcement';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { loadAreas } from '../../i18n/catalogue';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { apiError, apiHandler, apiServer, sentTo, serveApi } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import type { AnnouncementWriter } from './announcement-form-values';
import { AnnouncementsWorkspace } from './announcements-workspace';

jest.mock('../../lib/firebase/load-firebase');

const NOW = '2026-11-20T15:00:00.000Z';

const stored = (input: AnnouncementInput, fields: Partial<AnnouncementWire> = {}) =>
  ({
    id: 'ann-1',
    scope: input.scope,
    kind: input.kind,
    club_id: input.audience.club_id,
    club_name: input.scope === 'club' ? 'Lakeshore Taekwondo' : null,
    subject_en: input.subject_en,
    body_en: input.body_en,
    subject_es: input.subject_es,
    body_es: input.body_es,
    audience: input.audience,
    status: 'draft',
    counts: null,
    created_by: 'admin@example.org',
    created_at: NOW,
    updated_at: NOW,
    sent_by: null,
    sent_at: null,
    cancelled_at: null,
    ...fields,
  }) satisfies AnnouncementWire;

const DRAFT: AnnouncementInput = {
  scope: 'association',
  kind: 'association_news',
  audience: {
    statuses: [],
    tiers: [],
    roles: [],
    divisions: [],
    club_id: null,
    expiring_within_days: null,
    event_id: null,
    certification_kind: null,
  },
  subject_en: 'Referee clinic',
  body_en: 'Saturday.',
  subject_es: '',
  body_es: '',
};

const SENT_COUNTS = {
  recipients: 12,
  queued: 12,
  delivered: 0,
  failed: 0,
  excluded_unsubscribed: 2,
  excluded_no_verified_address: 1,
};

serveApi();
// The writers' messages load as the app loads them, before the first render here.
beforeAll(() =>
  Promise.all([loadAreas('en', ['announcements']), loadAreas('es', ['announcements'])]),
);
beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-writer'));
  let saved = stored(DRAFT);
  apiServer.use(
    apiHandler('GET /announcements', () => ({ announcements: [], next_cursor: null })),
    apiHandler('GET /clubs/public', () => ({
      clubs: [{ id: 'club-1', name: 'Lakeshore Taekwondo', city: 'Chicago', master: null }],
    })),
    apiHandler('GET /events', () => ({ events: [], total: 0 })),
    apiHandler('POST /announcements/audience', () => ({
      recipients: 12,
      memberships: 15,
      excluded: { unsubscribed: 2, no_verified_address: 1 },
    })),
    apiHandler('POST /announcements', ({ body }) => (saved = stored(body))),
    apiHandler('PATCH /announcements/{id}', ({ body }) => (saved = stored(body))),
    apiHandler('POST /announcements/{id}/test', () => ({ sent_to: 'admin@example.org' })),
    apiHandler('POST /announcements/{id}/send', () => ({
      ...saved,
      status: 'queued' as const,
      counts: SENT_COUNTS,
      sent_by: 'admin@example.org',
      sent_at: NOW,
    })),
    apiHandler('POST /announcements/{id}/cancel', () => ({
      ...saved,
      status: 'cancelled' as const,
      counts: SENT_COUNTS,
      sent_by: 'admin@example.org',
      sent_at: NOW,
      cancelled_at: NOW,
    })),
  );
});

const ASSOCIATION: AnnouncementWriter = { scope: 'association' };

const renderWorkspace = (writer: AnnouncementWriter = ASSOCIATION, locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <AnnouncementsWorkspace writer={writer} />
    </ConfigContext.Provider>,
    { locale },
  );

/** Types a whole text at once, as pasting does: typing key by key is slow and adds nothing. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
  return screen.findByRole('dialog', { name: 'New announcement' });
}

describe('AnnouncementsWorkspace', () => {
  it('When there are none yet, then it says so and offers to write the first', async () => {
    renderWorkspace();
    // A labelled status while loading (a label on a bare div is an ARIA error axe reports).
    expect(screen.getByRole('status', { name: 'Loading announcements...' })).toBeInTheDocument();
    expect(
      await screen.findByText('No announcements yet. Write the first one to reach your members.'),
    ).toBeInTheDocument();
  });

  it('When an administrator writes in English only, then the editor warns that Spanish readers get English and the preview shows it', async () => {
    renderWorkspace();
    const dialog = await openEditor();
    await fill(
      within(dialog).getByRole('textbox', { name: 'Subject (English)' }),
      'Entries open Monday',
    );
    await fill(
      within(dialog).getByRole('textbox', { name: 'Message (English)' }),
      'Enter at https://example.org\n\n- Poomsae\n- Sparring\n\n<script>alert(1)</script>',
    );
    expect(
      within(dialog).getByText(/members who read Spanish will receive the English text/),
    ).toBeInTheDocument();
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Entries open Monday')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'https://example.org' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();

    await userEvent.click(within(preview).getByRole('button', { name: 'Spanish' }));
    expect(
      within(preview).getByText('Spanish readers will get the English text below.'),
    ).toBeInTheDocument();
  });

  it('When the audience changes, then the live count says who receives it and who is left out', async () => {
    renderWorkspace();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Coach' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Club' }),
      'Lakeshore Taekwondo',
    );
    const count = within(dialog).getByTestId('audience-count');
    await waitFor(() => expect(count).toHaveTextContent('12 members will receive it.'));
    expect(count).toHaveTextContent(
      'Left out: 2 unsubscribed, 1 without a verified email address.',
    );
    await waitFor(() =>
      expect(sentTo('POST /announcements/audience').at(-1)?.body).toEqual({
        scope: 'association',
        kind: 'association_news',
        audience: expect.objectContaining({ roles: ['coach'], club_id: 'club-1' }),
      }),
    );
  });

  it('When the writer closes with unsaved words, then the editor asks before discarding them', async () => {
    renderWorkspace();
    const dialog = await openEditor();
    await fill(within(dialog).getByRole('textbox', { name: /Subject \(English\)/ }), 'Draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(discard).getByRole('button', { name: 'Keep editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /Subject \(English\)/ })).toHaveValue(
      'Draft',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo('POST /announcements')).toHaveLength(0);
  });

  it('When the subject is left empty, then saving shows the field error and sends nothing', async () => {
    renderWorkspace();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(sentTo('POST /announcements')).toHaveLength(0);
  });

  it('When the server refuses a field, then the editor shows its problem under the field', async () => {
    apiServer.use(
      apiHandler('POST /announcements', () =>
        apiError(
          400,
          apiErrorBody('VALIDATION_ERROR', 'checkInformation', [
            { field: 'audience.expiring_within_days', message: 'validation.invalidType' },
          ]),
        ),
      ),
    );
    renderWorkspace();
    const dialog = await openEditor();
    await fill(within(dialog).getByRole('textbox', { name: /Subject \(English\)/ }), 'Hi');
    await fill(within(dialog).getByRole('textbox', { name: /Message \(English\)/ }), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    const days = within(dialog).getByRole('textbox', { name: 'Expiring within (days)' });
    await waitFor(() => expect(days).toHaveAccessibleDescription(/./));
    expect(days).toHaveAttribute('aria-invalid', 'true');
  });

  it('When the writer saves, tests and sends after confirming, then the announcement becomes read-only and can be cancelled', async () => {
    renderWorkspace();
    const dialog = await openEditor();
    await fill(
      within(dialog).getByRole('textbox', { name: /Subject \(English\)/ }),
      'Renew before December 31',
    );
    await fill(
      within(dialog).getByRole('textbox', { name: /Message \(English\)/ }),
      'Renew in My Account.',
    );
    await fill(
      within(dialog).getByRole('textbox', { name: 'Subject (Spanish)' }),
      'Renueve antes del 31 de diciembre',
    );
    await fill(
      within(dialog).getByRole('textbox', { name: 'Message (Spanish)' }),
      'Renueve en Mi cuenta.',
    );
    expect(within(dialog).queryByText(/will receive the English text/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Draft saved.')).toBeInTheDocument();
    expect(sentTo('POST /announcements')).toHaveLength(1);
    expect(sentTo('POST /announcements')[0]?.body).toMatchObject({
      scope: 'association',
      kind: 'association_news',
      subject_es: 'Renueve antes del 31 de diciembre',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a test to me' }));
    expect(
      await within(dialog).findByText('A test in both languages was sent to admin@example.org.'),
    ).toBeInTheDocument();
    // Nothing changed since the save: the test does not save again.
    expect(sentTo('PATCH /announcements/{id}')).toHaveLength(0);

    await waitFor(() =>
      expect(within(dialog).getByTestId('audience-count')).toHaveTextContent('12 members'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send...' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(confirm).toHaveTextContent('"Renew before December 31" will be emailed to 12 members');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send now' }));

    expect(
      await within(dialog).findByText(
        'This announcement has been sent and can no longer be edited.',
      ),
    ).toBeInTheDocument();
    expect(sentTo('POST /announcements/{id}/send')).toHaveLength(1);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/12 recipients · 12 queued · 0 delivered · 0 failed/),
    ).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel sending...' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel sending?' });
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel sending' }));
    expect(await within(dialog).findByText(/Sending was cancelled/)).toBeInTheDocument();
    expect(sentTo('POST /announcements/{id}/cancel')).toHaveLength(1);
    expect(
      within(dialog).queryByRole('button', { name: 'Cancel sending...' }),
    ).not.toBeInTheDocument();
  });

  it("When a club owner writes, then only their roster's filters show and every request names the club", async () => {
    renderWorkspace({ scope: 'club', clubId: 'club-1' }, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo anuncio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo anuncio' });
    expect(within(dialog).queryByRole('combobox', { name: 'Club' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'Estado de la membresía' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Tipo' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sentTo('POST /announcements/audience').at(-1)?.body).toEqual({
        scope: 'club',
        kind: 'club_messages',
        audience: expect.objectContaining({ club_id: 'club-1', statuses: [] }),
      }),
    );
    expect(sentTo('GET /announcements')[0]?.query.club_id).toBe('club-1');
    expect(sentTo('GET /clubs/public')).toHaveLength(0);
  });

  it('When announcements were sent, then each shows its status and how its mail went, and opens read-only', async () => {
    const sent = stored(
      {
        ...DRAFT,
        kind: 'events',
        audience: { ...DRAFT.audience, roles: ['coach'], expiring_within_days: 30 },
      },
      {
        status: 'sent',
        counts: { ...SENT_COUNTS, delivered: 10, failed: 1 },
        sent_at: NOW,
        sent_by: 'office@example.org',
      },
    );
    apiServer.use(
      apiHandler('GET /announcements', () => ({ announcements: [sent], next_cursor: null })),
    );
    renderWorkspace();
    const list = await screen.findByRole('list', { name: 'Announcements, newest first' });
    expect(within(list).getByText('Sent')).toBeInTheDocument();
    expect(list).toHaveTextContent(
      /by office@example.org · 12 recipients · 12 queued · 10 delivered · 1 failed/,
    );
    await userEvent.click(within(list).getByRole('button', { name: /Referee clinic/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Referee clinic' });
    expect(within(dialog).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Cancel sending...' }),
    ).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Left out: 2 unsubscribed, 1 without a verified email address.',
    );
    expect(dialog).toHaveTextContent('Audience: Role: Coach · Expiring within (days): 30');
  });
});
