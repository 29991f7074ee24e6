import { useTranslation } from 'react-i18next';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { remoteAreaRows, useRemoteAreaStatuses } from '@/hooks/remote-area-status';

/** Every remote area of the config with its version (from its manifest) and state (PLUG-04). */
export function RemoteAreasSection() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const rows = remoteAreaRows(
    (config.remoteAreas ?? []).map(({ id }) => id),
    useRemoteAreaStatuses(),
  );
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="remote-areas-heading">
      <Typography id="remote-areas-heading" level="title-md" component="h3" sx={{ mb: 0.5 }}>
        {t('popups.versionInfo.remoteAreas.heading')}
      </Typography>
      <Table size="sm" aria-labelledby="remote-areas-heading">
        <thead>
          <tr>
            <th scope="col">{t('popups.versionInfo.remoteAreas.area')}</th>
            <th scope="col">{t('popups.versionInfo.remoteAreas.version')}</th>
            <th scope="col">{t('popups.versionInfo.remoteAreas.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.version ?? t('popups.versionInfo.remoteAreas.unknownVersion')}</td>
              <td>{t(`popups.versionInfo.remoteAreas.states.${row.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
