import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { RetryButton } from '@/components/retry-button';
import { SKELETON_SX } from '@/components/skeleton-style';
import { THIRD_PARTY_LICENSES_FILE } from '@/config/third-party-licenses';

/** The licences file sits next to index.html: a static file of the build, not an API (no token, no customer). */
export const LICENSES_URL = `${import.meta.env.BASE_URL}${THIRD_PARTY_LICENSES_FILE}`;

const loadLicences = async ({ signal }: { signal: AbortSignal }) => {
  const response = await fetch(LICENSES_URL, { signal });
  if (!response.ok) throw new Error(`${LICENSES_URL}: ${response.status}`);
  return response.text();
};

/** The build's third-party licences text, loaded once per session. */
export const useThirdPartyLicences = (): UseQueryResult<string> =>
  useQuery({ queryKey: [LICENSES_URL], queryFn: loadLicences, staleTime: Infinity });

// Line lengths of the text's first entry, drawn as skeleton lines while it loads.
const LINE_WIDTHS = ['70%', '4%', '30%', '22%', '18%', '45%', '60%'];

/** Lines of text as skeletons, in the box the text will fill (the popup is busy meanwhile, UX-05). */
function LicenceTextSkeleton() {
  return (
    <Sheet variant="soft" aria-hidden data-skeleton="" sx={{ flex: 1, minHeight: '8rem', p: 1.5, borderRadius: 'sm' }}>
      {LINE_WIDTHS.map((width, line) => (
        <Box key={line} sx={{ ...SKELETON_SX, height: '0.75rem', width, mb: 1 }} />
      ))}
    </Sheet>
  );
}

/** The link to the third-party licences text file (POP-03) and the text itself to scroll through. */
export function ThirdPartyLicences({ licences }: { licences: UseQueryResult<string> }) {
  const { t } = useTranslation();
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
      {licences.isPending && <LicenceTextSkeleton />}
      {licences.isError && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography level="body-sm">{t('popups.about.licencesFailed')}</Typography>
          <RetryButton onRetry={() => void licences.refetch()} busy={licences.isFetching} />
        </Box>
      )}
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
