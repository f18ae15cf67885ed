import { ConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const valid = {
  appName: 'IT',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' },
  api: { timeoutMs: 1000 },
};

const response = (body: unknown, ok = true) =>
  Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

describe('runtime configuration', () => {
  it('accepts a complete configuration and fills defaults', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.api).toEqual({ accountBaseUrl: '', membershipBaseUrl: '', timeoutMs: 1000 });
    expect(config.version).toBe('1.0.0');
    expect(config.environment).toBe('development');
  });

  it('names the missing Firebase field', () => {
    const { appId: _appId, ...firebase } = valid.firebase;
    expect(() => parseRuntimeConfig({ ...valid, firebase })).toThrow(
      new ConfigError('config.missingField', 'firebase.appId'),
    );
  });

  it('refuses something that is not an object as not available', () => {
    expect(() => parseRuntimeConfig('nope')).toThrow(ConfigError);
  });

  it('reports a failed request, an HTTP error and an unreadable body as load failures', async () => {
    const failures = [
      () => Promise.reject(new TypeError('offline')),
      () => response({}, false),
      () =>
        Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError('x')) } as Response),
    ];
    for (const fetchImpl of failures) {
      await expect(loadRuntimeConfig(fetchImpl)).rejects.toMatchObject({
        messageId: 'config.loadFailed',
      });
    }
  });

  it('loads and parses /config/env.json', async () => {
    const fetchImpl = jest.fn(() => response(valid));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ appName: 'IT' });
    expect(fetchImpl).toHaveBeenCalledWith('/config/env.json', { credentials: 'same-origin' });
  });
});
