import { expect, test } from '../support/mock-conformance';
import { PulsePage, SERVICES } from '../pages/pulse-page';
import { expectNoAxeViolations } from '../support/axe';

test('[BUILD-01] [API-02] [MOCK-01] the portal boots on mocks and shows every service version from the generated hooks', async ({
  page,
}) => {
  const pulse = new PulsePage(page);
  await pulse.open();
  for (const service of SERVICES) {
    await expect(pulse.row(service)).toContainText(/\d+\.\d+\.\d+/);
    await expect(pulse.row(service)).toContainText('Reachable');
  }
  await expectNoAxeViolations(page);
});

test('[MOCK-02] the service-info-partial-outage scenario fails hub and log-proxy with Retry while the others show', async ({
  page,
}) => {
  const pulse = new PulsePage(page);
  await pulse.open({ scenario: 'service-info-partial-outage' });
  for (const service of SERVICES) {
    const failing = service === 'hub' || service === 'log-proxy';
    await expect(pulse.row(service)).toContainText(failing ? 'Unavailable' : 'Reachable');
  }
  await expect(pulse.row('hub').getByRole('button', { name: 'Retry hub' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('[MOCK-02] a scenario chosen by URL is kept in storage and can be switched off from the mock controls', async ({
  page,
}) => {
  const pulse = new PulsePage(page);
  await pulse.open({ scenario: 'service-info-down' });
  await expect(pulse.row('gateway')).toContainText('Unavailable');
  await page.goto('/');
  await expect(pulse.row('gateway')).toContainText('Unavailable');
  const controls = page.getByRole('region', { name: 'Mock mode' });
  await controls.getByRole('combobox', { name: 'Scenario' }).click();
  await page.getByRole('option', { name: 'Normal' }).click();
  await expect(pulse.row('gateway')).toContainText('Reachable');
});
