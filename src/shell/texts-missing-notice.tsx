import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { setMissingTexts, useMissingTexts } from '@/i18n/missing-texts';

/**
 * RES-04: the texts of the user's language did not load, so the portal speaks English; this notice
 * says so in the user's language (its words came with the page) and Try again fetches them again.
 */
export function TextsMissingNotice() {
  const { i18n } = useTranslation();
  const missing = useMissingTexts();
  const [busy, setBusy] = useState(false);
  if (!missing) return null;
  const retry = async () => {
    setBusy(true);
    await i18n.reloadResources(missing.language);
    if (i18n.hasResourceBundle(missing.language, 'translation')) {
      await i18n.changeLanguage(missing.language);
      setMissingTexts(undefined);
    }
    setBusy(false);
  };
  return (
    <Box sx={{ position: 'fixed', bottom: 16, left: 16, zIndex: 1400, maxWidth: 'calc(100vw - 32px)' }}>
      <Sheet
        variant="outlined"
        role="alert"
        lang={missing.language}
        data-failed-texts={missing.language}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 'md', boxShadow: 'md' }}
      >
        <Typography level="body-sm">{missing.text}</Typography>
        <Button size="sm" variant="outlined" aria-disabled={busy || undefined} onClick={() => void (busy || retry())}>
          {missing.retry}
        </Button>
      </Sheet>
    </Box>
  );
}
