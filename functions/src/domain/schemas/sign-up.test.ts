import { signUpSchema } from './sign-up';
import { validateInput } from './validate';

describe('signUpSchema', () => {
  it('accepts a strong password confirmed exactly', async () => {
    const result = await validateInput(signUpSchema, {
      email: 'a@b.co',
      password: 'Taekwondo1!',
      confirm_password: 'Taekwondo1!',
    });
    expect(result.ok).toBe(true);
  });

  it('reports every unmet password requirement under its own key', async () => {
    const result = await validateInput(signUpSchema, {
      email: 'a@b.co',
      password: 'abc',
      confirm_password: 'abc',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'password', message: 'validation.password.minLength' },
        { field: 'password', message: 'validation.password.number' },
        { field: 'password', message: 'validation.password.symbol' },
      ],
    });
  });

  it('refuses a confirmation that differs', async () => {
    const result = await validateInput(signUpSchema, {
      email: 'a@b.co',
      password: 'Taekwondo1!',
      confirm_password: 'Taekwondo1?',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'confirm_password', message: 'validation.passwordMismatch' }],
    });
  });

  it('does not trim passwords, so a trailing space must be confirmed too', async () => {
    const result = await validateInput(signUpSchema, {
      email: 'a@b.co',
      password: 'Taekwondo1! ',
      confirm_password: 'Taekwondo1!',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'confirm_password', message: 'validation.passwordMismatch' }],
    });
  });

  it('requires the email, password and confirmation', async () => {
    const result = await validateInput(signUpSchema, {});
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'email', message: 'validation.required' },
        { field: 'password', message: 'validation.required' },
        { field: 'confirm_password', message: 'validation.required' },
      ]),
    });
    expect(!result.ok && result.errors).toHaveLength(3);
  });
});
