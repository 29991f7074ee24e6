import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { EMBEDDED_LICENCE, LICENCE_PUBLIC_KEY } from './signed-licence';
import { verifyLicence, type LicenceCheck } from './verify-licence';

// One check per version for the page's life: the shell's notice and the about popup share it.
const checks = new Map<string, Promise<LicenceCheck>>();
// Checks already done: a popup opened later starts with the result, not a skeleton's flash.
const settled = new Map<string, LicenceCheck>();

/** Verifies the embedded licence once per UI version; the result is shared by every caller. */
export const checkEmbeddedLicence = (uiVersion: string): Promise<LicenceCheck> => {
  let check = checks.get(uiVersion);
  if (!check) {
    check = verifyLicence(EMBEDDED_LICENCE, LICENCE_PUBLIC_KEY, uiVersion).then((result) => {
      settled.set(uiVersion, result);
      // SEED-03: said where operators look, once per page.
      if (result.status === 'unchecked')
        console.warn(
          `Licence not checked: the UI version "${uiVersion}" (version in /config.json) is not major.minor.patch.`,
        );
      return result;
    });
    checks.set(uiVersion, check);
  }
  return check;
};

/** The embedded licence's check, undefined while it runs (after first paint, from an effect). */
export function useLicenceCheck(): LicenceCheck | undefined {
  const { version } = useRuntimeConfig();
  const [check, setCheck] = useState<LicenceCheck | undefined>(() => settled.get(version));
  useEffect(() => {
    let current = true;
    void checkEmbeddedLicence(version).then((result) => current && setCheck(result));
    return () => {
      current = false;
    };
  }, [version]);
  return check;
}
