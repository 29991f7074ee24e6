import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { useScenario } from '../../../mocks/testing';
import { ServiceInfoSection } from './service-info-section';
import VersionInfoDialog, { RUNTIME_DETAILS_ROLES } from './version-info-dialog';

const SERVICES = Object.values(ServiceName);
const seeded = (service: ServiceName) => db.serviceInfos.findFirst((q) => q.where({ service }))!.info;

const open = (persona = 'admin') =>
  renderWithProviders(
    <WithCustomers>
      <VersionInfoDialog open onClose={() => undefined} />
    </WithCustomers>,
    { persona },
  );

const section = (service: string) => screen.getByRole('region', { name: service });
/** The value next to a label inside one block (Application, Build, Git, Java) of a service. */
const value = (service: string, block: string, label: string) => {
  const group = within(section(service)).getByRole('heading', { name: block, level: 4 }).parentElement!;
  const term = within(group).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const loaded = () =>
  waitFor(() => {
    for (const service of SERVICES) expect(within(section(service)).queryByText('Loading…')).toBeNull();
  });

afterEach(() => localStorage.clear());

describe('VersionInfoDialog', () => {
  test('[POP-01] shows the UI version and, for all seven services, application, build, git and java', async () => {
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Version information' });
    expect(dialog).toHaveTextContent('UI version: 1.2.18');
    await loaded();
    expect(SERVICES).toHaveLength(7);
    for (const service of SERVICES) {
      const info = seeded(service);
      expect(value(service, 'Application', 'Name')).toBe(info.application.name);
      expect(value(service, 'Application', 'Description')).toBe(info.application.description);
      expect(value(service, 'Build', 'Artifact')).toBe(info.build.artifact);
      expect(value(service, 'Build', 'Group')).toBe(info.build.group);
      expect(value(service, 'Build', 'Version')).toBe(info.build.version);
      expect(value(service, 'Git', 'Branch')).toBe(info.git.branch);
      expect(value(service, 'Git', 'Commit')).toBe(info.git.commit.id);
      expect(value(service, 'Java', 'Version')).toBe(info.java.version);
      expect(value(service, 'Java', 'Vendor')).toBe(info.java.vendor.name);
      expect(value(service, 'Java', 'Runtime')).toBe(`${info.java.runtime.name} ${info.java.runtime.version}`);
      expect(value(service, 'Java', 'JVM')).toBe(
        `${info.java.jvm.name} (${info.java.jvm.vendor}) ${info.java.jvm.version}`,
      );
    }
  });

  test('[POP-01] [I18N-03] formats the commit time in the medium style of en-US and de-DE', async () => {
    await open();
    await loaded();
    const time = new Date(seeded('gateway').git.commit.time);
    const medium = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(time);
    expect(value('gateway', 'Git', 'Commit time')).toBe(medium('en-US'));
    await act(() => i18next.changeLanguage('de'));
    await waitFor(() => expect(value('gateway', 'Git', 'Commit-Zeit')).toBe(medium('de-DE')));
    expect(medium('de-DE')).not.toBe(medium('en-US'));
  });

  test('[POP-01] [ERR-02] failing services show Unavailable with a Retry per service; the others still show', async () => {
    await useScenario('service-info-partial-outage');
    await open();
    const retryHub = await screen.findByRole('button', { name: 'Retry hub' });
    expect(within(section('hub')).getByText('Unavailable')).toBeVisible();
    expect(within(section('log-proxy')).getByRole('button', { name: 'Retry log-proxy' })).toBeVisible();
    await waitFor(() => expect(value('gateway', 'Build', 'Version')).toBe(seeded('gateway').build.version));
    expect(within(section('gateway')).queryByRole('button', { name: /Retry/ })).toBeNull();
    // The outage ends: Retry loads that one service.
    server.resetHandlers();
    await userEvent.click(retryHub);
    await waitFor(() => expect(value('hub', 'Build', 'Version')).toBe(seeded('hub').build.version));
    expect(within(section('log-proxy')).getByText('Unavailable')).toBeVisible();
  });

  test('[POP-01] git and java sit behind a roles check with an empty role list: a user with no role sees them', async () => {
    expect(RUNTIME_DETAILS_ROLES).toEqual([]);
    await open('no-roles');
    await loaded();
    expect(within(section('gateway')).getByRole('heading', { name: 'Git', level: 4 })).toBeVisible();
    expect(within(section('gateway')).getByRole('heading', { name: 'Java', level: 4 })).toBeVisible();
  });

  test('[POP-01] where the roles check refuses, the git and java blocks are not rendered', async () => {
    await renderWithProviders(<ServiceInfoSection service="gateway" runtimeDetails={false} />);
    await waitFor(() => expect(value('gateway', 'Build', 'Version')).toBe(seeded('gateway').build.version));
    expect(within(section('gateway')).queryByRole('heading', { name: 'Git' })).toBeNull();
    expect(within(section('gateway')).queryByRole('heading', { name: 'Java' })).toBeNull();
    expect(section('gateway')).not.toHaveTextContent(seeded('gateway').java.vendor.name);
  });

  test('[POP-01] [RES-01] a service that breaks the contract (no git block) is unavailable, says why and offers Retry; the others show', async () => {
    await useScenario('malformed-service-info');
    await open();
    expect(
      await within(section('gateway')).findByText('The service sent an answer the portal cannot read.'),
    ).toBeVisible();
    expect(within(section('gateway')).getByRole('button', { name: 'Retry gateway' })).toBeVisible();
    expect(within(section('gateway')).queryByRole('heading', { name: 'Build' })).toBeNull();
    expect(await within(section('hub')).findByRole('heading', { name: 'Build' })).toBeVisible();
  });

  test('[POP-01] copy diagnostics puts versions, locale, customer and user on the clipboard and says so', async () => {
    await useScenario('service-info-partial-outage');
    const user = userEvent.setup();
    const { session } = await open('customer-user');
    await screen.findByRole('button', { name: 'Retry hub' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Diagnostics copied to the clipboard.');
    const text = await navigator.clipboard.readText();
    expect(text).toContain('UI version: 1.2.18');
    expect(text).toMatch(new RegExp(`gateway: +${seeded('gateway').build.version.replace(/\./g, '\\.')}\n`));
    expect(text).toMatch(/hub: +unavailable\n/);
    expect(text).toMatch(/log-proxy: +unavailable\n/);
    expect(text).toContain('Locale: en-US');
    expect(text).toMatch(/Customer: c-000[35] \(.+\)/);
    expect(text).toContain(`User: ${session.email}`);
    expect(text).toContain(`User agent: ${navigator.userAgent}`);
    expect(text).toMatch(/Time: \d{4}-\d\d-\d\dT/);
  });

  test('[POP-01] a clipboard failure says so and offers the text to copy by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await open();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be copied');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Diagnostics' }).value).toContain(
      'UI version: 1.2.18',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('[SEED-02] each service section is an accordion that starts open, closes and opens by keyboard', async () => {
    const user = userEvent.setup();
    await open();
    await loaded();
    const toggle = within(section('gateway')).getByRole('button', { name: 'gateway' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = section('gateway').querySelector('[data-accordion-details]');
    expect(details).not.toBeVisible();
    expect(details).toHaveAttribute('inert');
    expect(within(section('gateway')).queryByRole('heading', { name: 'Build', level: 4 })).toBeNull();
    // The other sections stay as they were; the version stays in the closed section's summary.
    expect(within(section('hub')).getByRole('heading', { name: 'Build', level: 4 })).toBeVisible();
    expect(section('gateway')).toHaveTextContent(seeded('gateway').build.version);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(section('gateway')).getByRole('heading', { name: 'Build', level: 4 })).toBeVisible();
  });
});
