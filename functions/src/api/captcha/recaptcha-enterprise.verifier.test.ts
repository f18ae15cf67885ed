import { recaptchaEnterpriseVerifier } from './recaptcha-enterprise.verifier';

const config = { projectId: 'iltkd-prod', apiKey: 'api-key/1', siteKey: 'site-key' };

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

describe('recaptchaEnterpriseVerifier', () => {
  it('When it assesses a token, then it posts the token, action and site key to the project with the key', async () => {
    const { calls, fetchImpl } = fakeFetch(200, {
      tokenProperties: { valid: true, action: 'registration' },
      riskAnalysis: { score: 0.9 },
    });
    const assessment = await recaptchaEnterpriseVerifier(() => config, fetchImpl).assess(
      'tok',
      'registration',
    );
    expect(assessment).toEqual({ valid: true, action: 'registration', score: 0.9 });
    expect(calls[0]?.url).toBe(
      'https://recaptchaenterprise.googleapis.com/v1/projects/iltkd-prod/assessments?key=api-key%2F1',
    );
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      event: { token: 'tok', expectedAction: 'registration', siteKey: 'site-key' },
    });
  });

  it('When the answer lacks token properties or a score, then the assessment is not valid', async () => {
    const { fetchImpl } = fakeFetch(200, { tokenProperties: { invalidReason: 'MALFORMED' } });
    const assessment = await recaptchaEnterpriseVerifier(() => config, fetchImpl).assess(
      'tok',
      'login',
    );
    expect(assessment).toEqual({ valid: false, action: null, score: null });
  });

  it('When the service answers an error status, then the assessment throws', async () => {
    const { fetchImpl } = fakeFetch(403, { error: { message: 'API key not valid' } });
    await expect(
      recaptchaEnterpriseVerifier(() => config, fetchImpl).assess('tok', 'login'),
    ).rejects.toThrow('HTTP 403');
  });

  it('When the secret is not set, then it throws without calling out', async () => {
    const { calls, fetchImpl } = fakeFetch(200, {});
    await expect(
      recaptchaEnterpriseVerifier(() => ({ ...config, apiKey: '' }), fetchImpl).assess(
        'tok',
        'login',
      ),
    ).rejects.toThrow('not configured');
    expect(calls).toHaveLength(0);
  });
});
