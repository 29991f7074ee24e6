import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

/** Roles as a list of chips, or "None". */
export function RoleList({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return <>{t('popups.userInfo.none')}</>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {roles.map((role) => (
        <li key={role}>
          <Chip size="sm" variant="soft">
            {role}
          </Chip>
        </li>
      ))}
    </Box>
  );
}
