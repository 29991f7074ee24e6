import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { DetailList } from './detail-list';
import type { FieldGroup } from './service-info-groups';

/** A service's info blocks side by side (two columns where there is room), each a titled list. */
export function ServiceInfoDetails({ groups }: { groups: readonly FieldGroup[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 1.5, mt: 1 }}>
      {groups.map((group) => (
        <div key={group.key} data-group={group.key}>
          <Typography level="title-sm" component="h4" sx={{ mb: 0.5 }}>
            {t(`popups.versionInfo.${group.key}`)}
          </Typography>
          <DetailList
            details={group.fields.map((field) => ({
              label: t(`popups.versionInfo.${field.key}`),
              value: field.value ?? (
                <Typography component="span" sx={{ fontStyle: 'italic', color: 'text.tertiary' }}>
                  {t('popups.versionInfo.missing')}
                </Typography>
              ),
            }))}
          />
        </div>
      ))}
    </Box>
  );
}
