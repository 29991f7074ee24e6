import { useTranslation } from 'react-i18next';
import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';
import type { Customer } from '@/api/generated/customer/customer.schemas';
import { REFLOW_TABLE_SX } from '@/components/reflow-table';

/** One page of customers: name, abbreviation and email domains. */
export function CustomerTable({ customers }: { customers: readonly Customer[] }) {
  const { t } = useTranslation();
  return (
    <Table
      aria-label={t('areas.customers.tableLabel')}
      stickyHeader
      hoverRow
      sx={{ '& th[scope="row"]': { fontWeight: 'md' }, ...REFLOW_TABLE_SX }}
    >
      <thead>
        <tr>
          <th scope="col">{t('areas.customers.name')}</th>
          <th scope="col" style={{ width: 160 }}>
            {t('areas.customers.abbreviation')}
          </th>
          <th scope="col">{t('areas.customers.domains')}</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <th scope="row">{customer.customerName || customer.id}</th>
            <td>{customer.customerAbbreviation}</td>
            <td>
              {customer.validEmailDomains.map((domain) => (
                <Chip key={domain} size="sm" variant="soft" sx={{ mr: 0.5 }}>
                  {domain}
                </Chip>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
