import { QueryClient } from '@tanstack/react-query';
import { isHttpErrorStatus } from '@/api/http-status';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !isHttpErrorStatus(error, (status) => status >= 400 && status < 500),
      },
    },
  });
