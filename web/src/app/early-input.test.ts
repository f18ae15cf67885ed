import { holdEarlyInput, whenHydrated } from './early-input';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button id="menu">Menu</button>
      <button id="phone-menu" popovertarget="site-menu">Open menu</button>
      <a id="faq" href="#faq"><span>FAQ</span></a>
      <label><input id="check" type="checkbox" /> I am not a robot</label>
      <button id="lang" data-locale-switch="es">Español</button>
    </div>
    <button id="outside">Outside</button>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.cookie = 'firebase-language-override=; max-age=0; path=/';
  delete document.documentElement.dataset.hydrated;
});

test('a button clicked before the app runs is clicked again once it has, and only once', () => {
  const input = holdEarlyInput(page());
  const clicks = jest.fn();
  const menu = document.getElementById('menu') as HTMLButtonElement;
  menu.addEventListener('click', clicks);
  menu.click();
  expect(clicks).not.toHaveBeenCalled();
  expect(document.documentElement.style.cursor).toBe('progress');
  input.release();
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(document.documentElement.style.cursor).toBe('');
  menu.click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

test('a checkbox is not ticked by HTML alone before the app runs; the app gets the click', () => {
  const input = holdEarlyInput(page());
  const check = document.getElementById('check') as HTMLInputElement;
  check.click();
  expect(check.checked).toBe(false);
  input.release();
  expect(check.checked).toBe(true);
});

test('links, popover buttons and controls outside the app are left alone', () => {
  const input = holdEarlyInput(page());
  const popover = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('phone-menu')?.dispatchEvent(popover);
  expect(popover.defaultPrevented).toBe(false);
  const outside = jest.fn();
  document.getElementById('outside')?.addEventListener('click', outside);
  document.getElementById('outside')?.click();
  const link = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('#faq span')?.dispatchEvent(link);
  expect(outside).toHaveBeenCalledTimes(1);
  expect(link.defaultPrevented).toBe(false);
  input.release();
  expect(outside).toHaveBeenCalledTimes(1);
});

test('the language switch works before the app: it remembers the language and reloads', () => {
  const reload = jest.fn();
  holdEarlyInput(page(), reload);
  document.getElementById('lang')?.click();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(document.cookie).toContain('firebase-language-override=es');
  expect(localStorage.getItem('itkd.locale')).toBe('es');
});

test('whenHydrated resolves when the page marks itself live', async () => {
  const done = jest.fn();
  void whenHydrated().then(done);
  await Promise.resolve();
  expect(done).not.toHaveBeenCalled();
  document.documentElement.dataset.hydrated = 'true';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toHaveBeenCalled();
});
