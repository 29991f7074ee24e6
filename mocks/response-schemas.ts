/**
 * The strict success schema of every operation (MOCK-04), found in the generated zod modules by
 * orval's naming (`getCustomer` → `GetCustomerResponse`): a new operation needs no entry here.
 */
import * as z from 'zod';
import * as actuator from '../src/api/generated/actuator/actuator.zod.ts';
import * as assistant from '../src/api/generated/assistant/assistant.zod.ts';
import * as customer from '../src/api/generated/customer/customer.zod.ts';
import type { OperationId } from './operations.ts';

const GENERATED: Record<string, unknown> = { ...actuator, ...assistant, ...customer };

/** The success schema of one operation; throws when orval generated none under the expected name. */
export function responseSchemaOf(operationId: OperationId): z.ZodType {
  const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
  const schema = GENERATED[name];
  if (!(schema instanceof z.ZodType)) throw new Error(`No generated schema ${name} for ${operationId}`);
  return schema;
}
