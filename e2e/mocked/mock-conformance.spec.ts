import { test as base } from '@playwright/test';
import { expect, watchMockConformance } from '../support/mock-conformance';
import { PulsePage, SERVICES } from '../pages/pulse-page';

// Uses Playwright's own test, not the conforming one: this test provokes a violation on purpose.
base(
  '[MOCK-04] a mocked response that breaks the contract is reported with operation and pointer',
  async ({ page }) => {
    const watch = watchMockConformance(page);
    const pulse = new PulsePage(page);
    await pulse.open({ persona: 'admin', scenario: 'malformed-service-info' });
    await expect.poll(() => watch.seen()).toContain('/api/actuator/info/gateway');
    const violations = await watch.settled();
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.startsWith('getServiceInfo (GET /api/actuator/info/gateway) /git'))).toBe(true);
  },
);

base('[MOCK-04] the normal mock backend conforms: nothing is reported for the platform status', async ({ page }) => {
  const watch = watchMockConformance(page);
  const pulse = new PulsePage(page);
  await pulse.open({ persona: 'admin', scenario: 'none' });
  await expect(pulse.row('product-management')).toContainText('Reachable');
  // All seven service infos were judged, not only those that happened to be reported in time.
  await expect
    .poll(() => SERVICES.filter((service) => watch.seen().includes(`/api/actuator/info/${service}`)))
    .toEqual([...SERVICES]);
  expect(await watch.settled()).toEqual([]);
});
