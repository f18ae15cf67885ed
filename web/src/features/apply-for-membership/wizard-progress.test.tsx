import { renderWithProviders } from '../../testing/render-with-providers';

import { WizardProgress } from './wizard-progress';
import type { WizardStep } from './wizard-steps';

function doneSteps(step: WizardStep, locale: 'en' | 'es' = 'en') {
  const { container } = renderWithProviders(<WizardProgress step={step} />, { locale });
  return Array.from(container.querySelectorAll('.MuiStepLabel-label.Mui-completed')).map(
    (label) => label.textContent,
  );
}

describe('WizardProgress', () => {
  it('ticks only the account steps on Check Your Email: no application exists yet', () => {
    expect(doneSteps('checkEmail')).toEqual(['Create Account', 'Account Information']);
    expect(doneSteps('checkEmail', 'es')).toEqual(['Crear cuenta', 'Información de la cuenta']);
  });

  it('ticks every step once the application is submitted', () => {
    expect(doneSteps('submitted')).toEqual([
      'Create Account',
      'Account Information',
      'Athlete Membership',
      'Application Review',
    ]);
  });

  it('ticks the steps before the current one', () => {
    expect(doneSteps('membership')).toEqual(['Create Account', 'Account Information']);
  });
});
