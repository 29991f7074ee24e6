import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSession } from '@/auth/session-context';
import { SignInUnreachableNotice } from './sign-in-unreachable-notice';

function Notice() {
  return <SignInUnreachableNotice session={useSession()} />;
}

describe('sign-in unreachable notice', () => {
  it('[AUTH-10] a quiet status while the identity provider is unreachable, gone when it is back', async () => {
    const { session } = await renderWithProviders(<Notice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => session.setSignInUnreachable(true));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The sign-in service cannot be reached. You stay signed in; the portal keeps trying.',
    );
    expect(document.activeElement).toBe(document.body);
    act(() => session.setSignInUnreachable(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('[AUTH-10] [I18N-01] says it in German too', async () => {
    const { session } = await renderWithProviders(<Notice />);
    await act(() => i18next.changeLanguage('de'));
    act(() => session.setSignInUnreachable(true));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der Anmeldedienst ist nicht erreichbar. Sie bleiben angemeldet; das Portal versucht es weiter.',
    );
  });
});
