/**
 * The only writer of src/api/generated/. Per spec in openapi/: react-query hooks that call the one
 * axios instance (src/api/http-client.ts), MSW handlers for the mock backend, and strict zod schemas
 * for validating responses in tests and contract tools. `npm run generate` runs it, then
 * scripts/generate-operations.ts (the operations table with the run-time checks of RES-01).
 */
import { defineConfig, type Options } from 'orval';

type Api = { spec: string; mutator: 'gatewayRequest' | 'assistantRequest' };

/** The APIs by name: the spec in openapi/ and the mutator their operations are sent through. */
export const APIS: Record<string, Api> = {
  actuator: { spec: 'actuator', mutator: 'gatewayRequest' },
  customer: { spec: 'customer', mutator: 'gatewayRequest' },
  assistant: { spec: 'assistant', mutator: 'assistantRequest' },
};

const hooks = ({ spec, mutator }: Api): Options => ({
  input: { target: `./openapi/${spec}.yaml` },
  output: {
    mode: 'split',
    target: `./src/api/generated/${spec}/${spec}.ts`,
    client: 'react-query',
    httpClient: 'axios',
    urlEncodeParameters: true,
    headers: false,
    // PERF-07: no faker response factories: every handler answers from mocks/db.ts, and faker stays out of the browser.
    mock: { generators: [{ type: 'msw', useExamples: false, operationResponses: false }] },
    override: {
      mutator: { path: './src/api/http-client.ts', name: mutator },
      query: { useQuery: true, useSuspenseQuery: false, signal: true },
      // ARCH-01: GETs are queries and the one write a mutation, so pending and failed states live in TanStack Query.
      operations: {
        postMessage: { query: { useQuery: false, useMutation: true } },
        // GET /thread creates a thread: an unmount (StrictMode's too) must not abort it and create a second one.
        getThread: { query: { signal: false } },
      },
    },
  },
});

const schemas = ({ spec }: Api): Options => ({
  input: { target: `./openapi/${spec}.yaml` },
  output: {
    mode: 'single',
    target: `./src/api/generated/${spec}/${spec}.zod.ts`,
    client: 'zod',
    override: {
      zod: {
        version: 4,
        strict: { response: true, body: true, param: true, query: true },
        generate: { response: true, body: true, param: true, query: true, header: false },
      },
    },
  },
});

export default defineConfig(
  Object.fromEntries(
    Object.entries(APIS).flatMap(([name, api]) => [
      [name, hooks(api)],
      [`${name}Zod`, schemas(api)],
    ]),
  ),
);
