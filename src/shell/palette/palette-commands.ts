import type { TFunction } from 'i18next';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { allowedRoutes, type AccessSubject } from '@/auth/access';
import { LANGUAGES, type Language } from '@/i18n/i18n';
import { LANGUAGE_NAMES } from '../language-menu';
import { THEME_MODES, type ThemeMode } from '@/utils/appearance-storage';

/** What choosing a command does; the palette's launcher carries it out. */
export type PaletteAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'customer'; customerId: string }
  | { kind: 'assistant' }
  | { kind: 'versionInfo' }
  | { kind: 'userInfo' }
  | { kind: 'theme'; mode: ThemeMode }
  | { kind: 'language'; language: Language };

/** One entry of the palette: `label` is matched, `group` and `detail` are shown beside it. */
export type PaletteCommand = {
  id: string;
  label: string;
  group: string;
  detail?: string;
  /** Offered only once the user types (there may be thousands of customers). */
  searchOnly?: boolean;
  action: PaletteAction;
};

/** The part of a route the palette needs: the route table's entries fit. */
export type PaletteRoute = { path: string; roles?: readonly string[]; nav: { labelKey: string } };

export type PaletteInput = {
  routes: readonly PaletteRoute[];
  subject: AccessSubject;
  customers: { isGlobal: boolean; selectedId: string | undefined; list: readonly Customer[] };
  t: TFunction;
};

/**
 * The commands the user may run (UX-03): the areas `hasAccess` allows (as the navigation does), other
 * customers for global roles only (CUST-01/02: only they get the dropdown), the assistant, version
 * information, user info, the themes and the languages.
 */
export function paletteCommands({ routes, subject, customers, t }: PaletteInput): PaletteCommand[] {
  const areas = allowedRoutes(subject, routes, customers.selectedId).map((route): PaletteCommand => ({
    id: `area-${route.path}`,
    label: t(route.nav.labelKey),
    group: t('palette.group.area'),
    action: { kind: 'navigate', path: `/${route.path}` },
  }));
  const others = customers.isGlobal
    ? customers.list
        .filter((customer) => customer.id !== customers.selectedId)
        .map((customer): PaletteCommand => ({
          id: `customer-${customer.id}`,
          label: customer.customerName || customer.id,
          group: t('palette.group.customer'),
          detail: customer.customerAbbreviation || customer.id,
          searchOnly: true,
          action: { kind: 'customer', customerId: customer.id },
        }))
    : [];
  const open = (['assistant', 'versionInfo', 'userInfo'] as const).map((kind): PaletteCommand => ({
    id: kind,
    label: t(`palette.open.${kind}`),
    group: t('palette.group.open'),
    action: { kind },
  }));
  const themes = THEME_MODES.map((mode): PaletteCommand => ({
    id: `theme-${mode}`,
    label: t(`theme.${mode}`),
    group: t('palette.group.theme'),
    action: { kind: 'theme', mode },
  }));
  const languages = LANGUAGES.map((language): PaletteCommand => ({
    id: `language-${language}`,
    label: LANGUAGE_NAMES[language],
    group: t('palette.group.language'),
    action: { kind: 'language', language },
  }));
  return [...areas, ...open, ...themes, ...languages, ...others];
}
