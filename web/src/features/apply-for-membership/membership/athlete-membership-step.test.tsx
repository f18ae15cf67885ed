import { addYearsIso, todayIso } from '@domain/dates';
import type { AccountWire } from '@domain/wire/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fill, fillDate } from '../../../components/set-up-account/testing/fill';
import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { renderWithConfig } from '../../../components/set-up-account/testing/render-account-steps';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { childApplication } from '../testing/athlete-values-fixture';

import { AthleteMembershipStep } from './athlete-membership-step';
import { initialAthleteValues, type AthleteValues } from './athlete-values';
import type { AthleteStepStanding } from './membership-status';

jest.mock('../../../lib/firebase/load-firebase');
serveApi();

// Formik re-validates the whole application on every change: slow on a shared core.
jest.setTimeout(30_000);

const NO_MEMBERSHIP: AthleteStepStanding = {
  selfMembershipExists: false,
  selfActiveAndPaid: false,
};

interface Options {
  values?: AthleteValues;
  account?: AccountWire;
  standing?: AthleteStepStanding;
  locale?: 'en' | 'es';
}

function renderStep({
  values = initialAthleteValues('champion', 'other'),
  account = COMPLETE_ACCOUNT,
  standing = NO_MEMBERSHIP,
  locale = 'en',
}: Options = {}) {
  const onSubmit = jest.fn();
  const onBack = jest.fn();
  renderWithConfig(
    <AthleteMembershipStep
      initialValues={values}
      account={account}
      standing={standing}
      focusOnMount={false}
      onSubmit={onSubmit}
      onBack={onBack}
    />,
    { locale },
  );
  return { onSubmit, onBack, user: userEvent.setup({ delay: null }) };
}

const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
};

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Review Application' }));

const yearsAgo = (years: number) => addYearsIso(todayIso(), -years);

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-parent'));
  apiServer.use(apiHandler('GET /clubs/approved', () => ({ clubs: [] })));
});

describe('the Athlete Membership step', () => {
  it("requires the athlete's details, the relationship, belt, school and every agreement", async () => {
    const { onSubmit, user } = renderStep();
    await submit(user);
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Athlete's first name/))).toBe(
        'This field is required.',
      ),
    );
    for (const label of [
      /^Athlete's last name/,
      /^Date of birth/,
      /^Gender/,
      /^T-shirt size/,
      /^Uniform size/,
      /^Your relationship to the athlete/,
      /^Belt rank/,
    ]) {
      expect(errorOf(screen.getByLabelText(label))).toBe('This field is required.');
    }
    expect(errorOf(screen.getByRole('combobox', { name: /^Current school or club/ }))).toBe(
      'This field is required.',
    );
    expect(screen.getAllByText('This agreement must be accepted.')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers need correcting');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties each agreement error to its checkbox', async () => {
    const { user } = renderStep();
    await submit(user);
    const conduct = await screen.findByRole('checkbox', { name: /code of conduct/ });
    await waitFor(() => expect(errorOf(conduct)).toBe('This agreement must be accepted.'));
    expect(conduct).toHaveAttribute('aria-invalid', 'true');
  });

  it("asks for a description when the relationship is 'other'", async () => {
    const { user } = renderStep();
    expect(screen.queryByLabelText(/^Describe the relationship/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Your relationship to the athlete/), 'other');
    await submit(user);
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Describe the relationship/))).toBe(
        'This field is required.',
      ),
    );
  });

  it('refuses an athlete younger than 6', async () => {
    renderStep();
    const date = fillDate(/^Date of birth/, yearsAgo(5));
    await waitFor(() => expect(errorOf(date)).toBe('Members must be at least 6 years old.'));
  });

  it('shows the division and the parent name as the date of birth is typed', async () => {
    renderStep({
      values: {
        ...initialAthleteValues('basic', 'other'),
        relationship_to_athlete: { relationship: 'parent', relationship_other: '' },
      },
    });
    fillDate(/^Date of birth/, yearsAgo(9));
    expect(await screen.findByText(/Age division: Youth\./)).toBeInTheDocument();
    expect(
      screen.getByText(/recorded as parent or guardian: Jane Doe \(parent\)/),
    ).toBeInTheDocument();
    fillDate(/^Date of birth/, yearsAgo(16));
    expect(await screen.findByText(/Age division: Cadet\./)).toBeInTheDocument();
    fillDate(/^Date of birth/, yearsAgo(25));
    expect(await screen.findByText(/Age division: Senior\./)).toBeInTheDocument();
    expect(screen.queryByText(/recorded as parent or guardian/)).not.toBeInTheDocument();
  });

  it('asks for a full address when it is not the account one', async () => {
    const { user } = renderStep();
    expect(screen.queryByLabelText(/^Street number and name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Same address as my account' }));
    await submit(user);
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Street number and name/))).toBe(
        'This field is required.',
      ),
    );
    expect(errorOf(screen.getByLabelText(/^City/))).toBe('This field is required.');
    expect(errorOf(screen.getByLabelText(/^ZIP or postal code/))).toBe('This field is required.');
  });

  it('checks the optional athlete email and phone when given', async () => {
    const { user } = renderStep();
    const email = await fill(user, /^Athlete's email/, 'kid-at-example');
    const phone = await fill(user, /^Athlete's phone/, '12');
    await waitFor(() => expect(errorOf(email)).toBe('Please enter a valid email address.'));
    expect(errorOf(phone)).toBe('Please enter a valid phone number.');
  });

  it('needs a phone when neither the athlete nor the account has one', async () => {
    const { user } = renderStep({
      values: childApplication(),
      account: { ...COMPLETE_ACCOUNT, phone: null },
    });
    await submit(user);
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Athlete's phone/))).toBe(
        'A phone number is required. Please provide either an athlete phone number or ensure your account has a phone number.',
      ),
    );
  });

  it("accepts a complete child's application, using the account's phone", async () => {
    const { onSubmit, user } = renderStep({ values: childApplication() });
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('disables registering oneself when one already has a membership', () => {
    renderStep({ standing: { selfMembershipExists: true, selfActiveAndPaid: false } });
    const self = screen.getByRole('radio', { name: 'For myself' });
    expect(self).toBeDisabled();
    expect(errorOf(screen.getByRole('radiogroup'))).toBe(
      'You already have a membership for yourself',
    );
  });

  it('fills the athlete in from the account when registering oneself', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'For myself' }));
    expect(screen.getByLabelText(/^Athlete's first name/)).toHaveValue('Jane');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1985-04-02');
    expect(screen.queryByLabelText(/^Your relationship to the athlete/)).not.toBeInTheDocument();
  });

  it("clears the parent's details when switching to someone else, and refills them when switching back", async () => {
    const start = initialAthleteValues('champion', 'self');
    const { user } = renderStep({
      values: {
        ...start,
        personal_info: {
          ...start.personal_info,
          first_name: 'Jane',
          last_name: 'Doe',
          date_of_birth: '1985-04-02',
          gender: 'female',
          t_shirt_size: 'AM',
          use_account_address: false,
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: /For someone else/ }));
    expect(screen.getByLabelText(/^Athlete's first name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Athlete's last name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('');
    expect(screen.getByLabelText(/^T-shirt size/)).toHaveValue('');
    expect(screen.getByLabelText(/^Street number and name/)).toBeInTheDocument();

    await fill(user, /^Athlete's first name/, 'Sam');
    await user.click(screen.getByRole('radio', { name: 'For myself' }));
    expect(screen.getByLabelText(/^Athlete's first name/)).toHaveValue('Jane');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1985-04-02');
  });

  it("shows 'Selected' on the chosen plan and 'Select Plan' on the other", async () => {
    const { user } = renderStep();
    const champion = screen.getByRole('button', { name: 'Selected' });
    expect(champion).toHaveAttribute('aria-pressed', 'true');
    expect(champion).toHaveAccessibleDescription('Champion Member');
    expect(screen.getByText('$247 per year')).toBeInTheDocument();
    expect(screen.getByText('$167 per year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Plan' }));
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAccessibleDescription(
      'Basic Member',
    );
  });

  it('offers the approved clubs matching what is typed and keeps the chosen club', async () => {
    apiServer.use(
      apiHandler('GET /clubs/approved', ({ query }) => ({
        clubs:
          query.get('search') === 'lake' ? [{ id: 'club-7', name: 'Lakeshore Taekwondo' }] : [],
      })),
    );
    const { onSubmit, user } = renderStep({
      values: {
        ...childApplication(),
        taekwondo_background: { ...childApplication().taekwondo_background, current_school: '' },
        club_id: '',
      },
    });
    const school = screen.getByRole('combobox', { name: /^Current school or club/ });
    await user.click(school);
    await user.paste('lake');
    await user.click(
      await screen.findByRole('option', { name: 'Lakeshore Taekwondo' }, { timeout: 5000 }),
    );
    expect(sentTo('GET /clubs/approved').at(-1)?.query).toEqual({ search: 'lake' });
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      club_id: 'club-7',
      taekwondo_background: { current_school: 'Lakeshore Taekwondo' },
    });
  });

  it('keeps a school typed by hand without a club', async () => {
    const { onSubmit, user } = renderStep({
      values: {
        ...childApplication(),
        taekwondo_background: { ...childApplication().taekwondo_background, current_school: '' },
        club_id: 'stale',
      },
    });
    const school = screen.getByRole('combobox', { name: /^Current school or club/ });
    await user.click(school);
    await user.paste('Garage Dojang');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      club_id: '',
      taekwondo_background: { current_school: 'Garage Dojang' },
    });
  });

  it('goes back with what was typed', async () => {
    const { onBack, user } = renderStep();
    await fill(user, /^Athlete's first name/, 'Sam');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack.mock.calls[0][0].personal_info.first_name).toBe('Sam');
  });

  it('speaks Spanish', async () => {
    const { user } = renderStep({ locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Revisar la solicitud' }));
    expect(await screen.findAllByText('Debe aceptar este acuerdo.')).toHaveLength(4);
    expect(
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'Para mí' }),
    ).toBeEnabled();
  });
});
