// The part of TanStack Query an area uses with the portal's one query client (see shared-surfaces.ts).
export {
  keepPreviousData,
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
