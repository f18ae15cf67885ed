import { loadLocaleData } from './load-locale-data';

describe('loadLocaleData', () => {
  afterEach(() => jest.restoreAllMocks());

  it('touches each part of Intl in a task of its own', async () => {
    const numberFormat = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateTimeFormat = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const loading = loadLocaleData('es');
    // The first step ran; the others wait for the tasks after it.
    expect(numberFormat).not.toHaveBeenCalled();
    await loading;
    expect(numberFormat).toHaveBeenCalledWith('es');
    expect(dateTimeFormat).toHaveBeenCalledWith('es');
  });
});
