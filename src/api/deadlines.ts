import { DEFAULT_DEADLINES, type Deadlines } from './http-client-setup';
import type { RuntimeConfig } from '@/config/runtime-config';

/** The http client's deadlines (RES-02) from the runtime config's `deadlines`, or the defaults. */
export const deadlinesOf = ({ deadlines }: Pick<RuntimeConfig, 'deadlines'>): Deadlines =>
  deadlines
    ? {
        readAttemptMs: deadlines.readAttemptSeconds * 1000,
        readWaitMs: deadlines.readWaitSeconds * 1000,
        replyMs: deadlines.replySeconds * 1000,
      }
    : DEFAULT_DEADLINES;
