import { Button, Stack, Typography } from '@mui/joy';
import { AreaRequestRefused, useAreaHttp, useAreaTranslation } from '@portal/area-sdk';
import { useState } from 'react';
import { API_PREFIX } from './customer.ts';

/** A path outside the area's API prefixes (area.json): the SDK refuses it before anything is sent. */
const OUTSIDE = '/user-management/users';

/**
 * What the portal's guard does for the area's calls: only paths under its API prefixes go out. Try
 * it; then remove this part (or keep it as a reminder to declare every prefix in area.json).
 */
export function GuardCheck() {
  const { t } = useAreaTranslation();
  const http = useAreaHttp();
  const [result, setResult] = useState<string>();
  const tryOutside = () =>
    http.get(OUTSIDE).then(
      () => setResult(t('guardAnswered')),
      (error: unknown) =>
        setResult(error instanceof AreaRequestRefused ? t('guardRefused', { path: OUTSIDE }) : t('failed')),
    );
  return (
    <Stack spacing={1} component="section" aria-labelledby="customer-insights-guard">
      <Typography level="h2" id="customer-insights-guard" fontSize="lg">
        {t('guardHeading')}
      </Typography>
      <Typography level="body-sm">{t('guardText', { prefix: API_PREFIX.replace(/\/$/, '') })}</Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button size="sm" variant="soft" onClick={() => void tryOutside()}>
          {t('guardTry')}
        </Button>
        <Typography component="output" level="body-sm">
          {result}
        </Typography>
      </Stack>
    </Stack>
  );
}
