import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { THIRD_PARTY_LICENSES_FILE } from '@/config/third-party-licenses';

/** The licences file sits next to index.html: a static file of the build, not an API (no token, no customer). */
export const LICENSES_URL = `${import.meta.env.BASE_URL}${THIRD_PARTY_LICENSES_FILE}`;

const loadLicences = async ({ signal }: { signal: AbortSignal }) => {
  const response = await fetch(LICENSES_URL, { signal });
  if (!response.ok) throw new Error(`${LICENSES_URL}: ${response.status}`);
  return response.text();
};

/** The link to the third-party licences text file (POP-03) and, once loaded, the text itself to scroll through. */
export function ThirdPartyLicences() {
  const { t } = useTranslation();
  const licences = useQuery({ queryKey: [LICENSES_URL], queryFn: loadLicences, staleTime: Infinity });
  return (
    <>
      <Typography level="title-md" component="h3">
        {t('popups.about.licencesTitle')}
      </Typography>
      <Typography>{t('popups.about.licencesText')}</Typography>
      <Typography>
        <Link href={LICENSES_URL} target="_blank" rel="noopener noreferrer">
          {t('popups.about.licencesLink')}
        </Link>
      </Typography>
      {licences.isSuccess && (
        <Sheet
          variant="soft"
          component="section"
          aria-label={t('popups.about.licencesTitle')}
          // Focusable, so keyboard users can scroll it.
          tabIndex={0}
          sx={{ flex: 1, minHeight: '8rem', overflow: 'auto', p: 1.5, borderRadius: 'sm' }}
        >
          <Typography component="pre" level="body-xs" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'code' }}>
            {licences.data}
          </Typography>
        </Sheet>
      )}
    </>
  );
}
