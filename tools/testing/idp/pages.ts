/**
 * The identity provider's HTML: small, accessible pages (labelled inputs, one heading, errors in an
 * alert), styled inline. They show the test users and the password, since this provider exists for
 * tests and local development only.
 */
import { TEST_PASSWORD, type TestUser } from './test-users.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font-size: 1rem; border: 1px solid #5f6368; border-radius: 4px; }
  button { margin-top: 1.25rem; padding: 0.6rem 1.2rem; font-size: 1rem; border: 0; border-radius: 4px;
    background: #0b57d0; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b57d0; border: 1px solid #0b57d0; margin-left: 0.5rem; }
  :focus-visible { outline: 3px solid #e37400; outline-offset: 2px; }
  [role='alert'] { color: #a50e0e; background: #fce8e6; padding: 0.5rem 0.75rem; border-radius: 4px; }
  .hint { margin-top: 2rem; font-size: 0.875rem; color: #3c4043; }
  code { font-size: 0.875rem; }`;

/** A whole page around the given body. */
function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · Test identity provider</title>
  <link rel="icon" href="data:,">
  <style>${STYLE}</style>${head}
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>`;
}

const alert = (error: string | undefined): string =>
  error === undefined ? '' : `    <p role="alert" id="form-error">${escapeHtml(error)}</p>\n`;

const invalid = (error: string | undefined): string =>
  error === undefined ? '' : ' aria-invalid="true" aria-describedby="form-error"';

const usersHint = (users: readonly TestUser[]) => `    <section class="hint" aria-labelledby="users-heading">
      <h2 id="users-heading" style="font-size: 1rem">Test users</h2>
      <p>Password for all: <code>${TEST_PASSWORD}</code></p>
      <ul>
${users.map((p) => `        <li><code>${escapeHtml(p.email)}</code> (${escapeHtml(p.id)})</li>`).join('\n')}
      </ul>
    </section>`;

/** The sign-in form: "Username or email", "Password", "Sign in"; after a failed attempt, the error. */
export function loginPage({
  action,
  users,
  username = '',
  error,
}: {
  action: string;
  users: readonly TestUser[];
  username?: string;
  error?: string;
}) {
  return page(
    'Sign in',
    `    <h1>Sign in to the platform</h1>
${alert(error)}    <form method="post" action="${escapeHtml(action)}" novalidate>
      <label for="username">Username or email</label>
      <input id="username" name="username" type="text" autocomplete="username" value="${escapeHtml(username)}" required${invalid(error)}${error === undefined ? ' autofocus' : ''}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid(error)}>
      <button type="submit">Sign in</button>
    </form>
${usersHint(users)}`,
  );
}

/** Keycloak's UPDATE_PASSWORD required action: a new password twice, or cancel (with the hidden username password managers expect). */
export function updatePasswordPage({ action, username, error }: { action: string; username: string; error?: string }) {
  return page(
    'Update password',
    `    <h1>Update password</h1>
    <p>Choose a new password for ${escapeHtml(username)}. (The test provider accepts it but keeps <code>${TEST_PASSWORD}</code>.)</p>
${alert(error)}    <form method="post" action="${escapeHtml(action)}" novalidate>
      <input name="username" type="text" autocomplete="username" value="${escapeHtml(username)}" readonly hidden>
      <label for="password-new">New password</label>
      <input id="password-new" name="password-new" type="password" autocomplete="new-password" required${invalid(error)}>
      <label for="password-confirm">Confirm password</label>
      <input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" required${invalid(error)}>
      <button type="submit" name="action" value="submit">Submit</button>
      <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
    </form>`,
  );
}

/**
 * The logout confirmation around oidc-provider's form (`form` holds its action and xsrf token). With
 * `autoSubmit` (an id_token_hint proved the request comes from the signed-in client) the page
 * confirms by itself, as Keycloak does.
 */
export function logoutPage({ form, autoSubmit }: { form: string; autoSubmit: boolean }) {
  const confirmForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const script = autoSubmit
    ? `\n  <script>document.addEventListener('DOMContentLoaded', () => document.forms[0].submit());</script>`
    : '';
  return page(
    'Sign out',
    `    <h1>Sign out</h1>
    <p>Do you want to sign out of the platform?</p>
    ${confirmForm}
    <button type="submit" form="op.logoutForm">Sign out</button>`,
    script,
  );
}

/** A page that only says something: the post-logout page and errors. */
export function messagePage(title: string, lines: readonly string[]) {
  return page(
    title,
    `    <h1>${escapeHtml(title)}</h1>\n${lines.map((line) => `    <p>${escapeHtml(line)}</p>`).join('\n')}`,
  );
}
