import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node';

/** One request the mock backend received: method, path and, for JSON bodies, the parsed body. */
export type RecordedCall = { method: string; path: string; body?: unknown };

/** Records every request the shared mock backend receives until the current test ends. */
export function recordCalls(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    const call: RecordedCall = { method: request.method, path: new URL(request.url).pathname };
    calls.push(call);
    if (request.headers.get('content-type')?.includes('json'))
      void request
        .clone()
        .json()
        .then((body: unknown) => (call.body = body));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}
