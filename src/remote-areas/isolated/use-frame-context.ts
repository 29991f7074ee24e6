import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '@mui/joy/styles';
import type { AreaServices } from '@portal/area-sdk';
import type { FrameContext } from '@portal/area-sdk/bridge';
import { colourBlindVariables } from '@/components/colour-blind-palette';
import { useColourBlindMode } from '@/hooks/use-colour-blind-mode';

const PALETTE = { light: colourBlindVariables('light'), dark: colourBlindVariables('dark') };

/**
 * PLUG-15: what an isolated area is told of the portal, recomputed on every change: the user's
 * display fields and roles and the customer as the SDK gives them, the language, Joy's colour scheme
 * as shown and colour-blind mode with its palette. Never a token or anything of the session beyond.
 */
export function useFrameContext(services: AreaServices): FrameContext {
  const { i18n } = useTranslation();
  const { colorScheme } = useColorScheme();
  const [colourBlind] = useColourBlindMode();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const scheme = colorScheme === 'dark' ? 'dark' : 'light';
  const { user, customer } = services;
  return useMemo(
    () => ({
      user: { name: user.name, username: user.username, roles: [...user.roles] },
      customer: customer ? { id: customer.id, name: customer.name } : null,
      language,
      appearance: { scheme, colourBlind, colourBlindPalette: PALETTE },
    }),
    [user, customer, language, scheme, colourBlind],
  );
}
