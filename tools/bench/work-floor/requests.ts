/**
 * PERF-09: the first screen's requests of Pulse, as the work-matched floor (./main.tsx) sends them:
 * the customer list (an administrator's, without `customerId`: src/customer-context/use-allowed-customers.ts)
 * and every service's status with the selected customer (src/areas/pulse/use-service-statuses.ts),
 * at the generated operations' paths under the gateway URL.
 */
import { ServiceName } from '../../../src/api/generated/actuator/actuator.schemas.ts';

/** Every backend service, in the order Pulse lists them. */
export const WORK_FLOOR_SERVICES = Object.values(ServiceName);

export type WorkFloorRequest = { path: string; params?: { customerId: string } };

/** The customer list, and each service's status in Pulse's order; the portal sends the list first. */
export const workFloorRequests = (
  customerId: string,
): { customers: WorkFloorRequest; statuses: WorkFloorRequest[] } => ({
  customers: { path: '/customer-management/customers' },
  statuses: WORK_FLOOR_SERVICES.map((service) => ({
    path: `/actuator/info/${encodeURIComponent(service)}`,
    params: { customerId },
  })),
});
