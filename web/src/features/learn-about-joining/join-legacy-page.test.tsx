import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { JoinLegacyPage } from './join-legacy-page';

// Filling a dozen MUI fields in jsdom takes a few seconds on a busy machine.
jest.setTimeout(20_000);

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillCompleteApplication(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^First name/), 'Ana');
  await fill(user, screen.getByLabelText(/^Last name/), 'Pérez');
  await fill(user, screen.getByLabelText(/^Email/), 'ana@example.com');
  await fill(user, screen.getByLabelText(/^Phone/), '312-555-0142');
  await fill(user, screen.getByLabelText(/^Date of birth/), '2012-03-04');
  await user.selectOptions(screen.getByLabelText(/^Belt rank/), 'green');
  await fill(user, screen.getByLabelText(/^School or club/), 'Lakeview Taekwondo');
  await fill(user, screen.getByLabelText(/^Instructor/), 'Master Kim');
  await fill(user, screen.getByLabelText(/^Emergency contact name/), 'Luis Pérez');
  await fill(user, screen.getByLabelText(/^Emergency contact phone/), '312-555-0199');
  await user.selectOptions(screen.getByLabelText(/^Relationship to the member/), 'parent');
}

describe('JoinLegacyPage', () => {
  it('refuses an empty application, marks each required field and focuses the first one', async () => {
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    renderWithProviders(<JoinLegacyPage />, { route: '/join-legacy' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText(/^Relationship to the member/)).toHaveAccessibleDescription(
      'Relationship to the member is required.',
    );
    expect(
      screen.getByText('11 fields need correcting: please check the highlighted fields.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains a malformed email and a short phone number', async () => {
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    renderWithProviders(<JoinLegacyPage />, { route: '/join-legacy' });
    await fillCompleteApplication(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await fill(user, screen.getByLabelText(/^Email/), 'ana@');
    await user.clear(screen.getByLabelText(/^Phone/));
    await fill(user, screen.getByLabelText(/^Phone/), '555-0142');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Enter a phone number with at least 10 digits.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accepts a complete application without a plan and only shows that it was received', async () => {
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    const fetchSpy = jest.fn();
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    try {
      renderWithProviders(<JoinLegacyPage />, { route: '/join-legacy' });
      await fillCompleteApplication(user);
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));

      const dialog = await screen.findByRole('dialog', { name: 'Application Received' });
      expect(within(dialog).getByText(/Thank you, Ana!/)).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Go to Join IT' })).toHaveAttribute(
        'href',
        '/join',
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('offers the legacy basic and premium plans with their yearly prices', async () => {
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    renderWithProviders(<JoinLegacyPage />, { route: '/join-legacy' });
    const premium = screen.getByRole('radio', { name: 'Premium: $100 per year' });
    expect(screen.getByRole('radio', { name: 'Basic: $50 per year' })).toBeInTheDocument();
    await user.click(premium);
    expect(premium).toBeChecked();
  });
});
