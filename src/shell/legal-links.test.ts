import { describe, expect, test } from 'vitest';
import { legalUrl } from './legal-links';

describe('legalUrl', () => {
  test('[SHELL-07] terms and privacy live under {documentationUrl}/{product}/en/legal/', () => {
    const config = { documentationUrl: 'https://docs.example/platform', product: 'portal' };
    expect(legalUrl(config, 'terms')).toBe('https://docs.example/platform/portal/en/legal/terms.html');
    expect(legalUrl(config, 'privacy')).toBe('https://docs.example/platform/portal/en/legal/privacy.html');
  });

  test('[SHELL-07] a trailing slash of the documentation URL does not double', () => {
    expect(legalUrl({ documentationUrl: 'https://docs.example/', product: 'portal' }, 'terms')).toBe(
      'https://docs.example/portal/en/legal/terms.html',
    );
  });
});
