import { expect, test, type Request } from '@playwright/test';
import { AssistantChat } from '../pages/assistant-chat';
import { PulsePage } from '../pages/pulse-page';
import { expectNoAxeViolations } from '../support/axe';
import { REAL_AUTH, fulfillApiProblem, openSignedIn } from '../support/real-auth';

const isRefresh = (request: Request) =>
  request.url() === REAL_AUTH.idp.normal.token &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token';

/**
 * The provider is made unreachable by routing in this page only (its token endpoint refuses the
 * connection), not by a switch on the shared test provider: the other tests of the run use it at
 * the same time, and the browser sees exactly what it would see of a provider that is down.
 */
test('[AUTH-10] the provider unreachable for a while: nobody is signed out, a quiet notice, retries until it is back; the chat keeps what was sent and typed', async ({
  page,
}) => {
  // A portal start, the chat, and the retries' backoff (1, 2, 4, 8, 16 s) until the provider is back.
  test.setTimeout(120_000);
  await openSignedIn(page, { persona: 'admin' });
  await expect(new PulsePage(page).table).toBeVisible({ timeout: 30_000 });
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (isRefresh(request)) refreshes.push(request);
  });

  await page.route(REAL_AUTH.idp.normal.token, (route) => route.abort('connectionrefused'));
  // One API answer 401 makes the portal refresh now (HTTP-03), which cannot reach the provider.
  let refused = false;
  await page.route(`${REAL_AUTH.api}/api/actuator/info/gateway*`, (route) => {
    if (refused || route.request().method() === 'OPTIONS') return route.continue();
    refused = true;
    return fulfillApiProblem(route, 401, 'Unauthorized');
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'The sign-in service cannot be reached. You stay signed in; the portal keeps trying.' });
  await expect(notice).toBeVisible();
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
  await expectNoAxeViolations(page);

  // Meanwhile the access token is still valid: a message goes out, another is being typed.
  const chat = new AssistantChat(page);
  await chat.open();
  await chat.ask('Sent while sign-in is unreachable');
  const sent = await chat.messages.count();
  await chat.input.fill('Typed while sign-in is unreachable');
  const failedRefreshes = refreshes.length;
  expect(failedRefreshes).toBeGreaterThanOrEqual(1);

  // The provider is back: the next retry refreshes and the notice goes; nothing was lost.
  await page.unroute(REAL_AUTH.idp.normal.token);
  await expect(notice).toBeHidden({ timeout: 40_000 });
  const recovered = refreshes.slice(failedRefreshes);
  expect(recovered.length).toBeGreaterThanOrEqual(1);
  expect((await recovered.at(-1)?.response())?.status()).toBe(200);
  expect(new URL(page.url()).origin).toBe(REAL_AUTH.portal);
  await expect(chat.input).toHaveValue('Typed while sign-in is unreachable');
  await expect(chat.messages).toHaveCount(sent);
  await expect(chat.log).toContainText('Sent while sign-in is unreachable');
});
