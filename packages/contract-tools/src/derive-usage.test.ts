// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { loadOurSpecs } from './specs.ts';
import { buildManifest, callsOperation, deriveManifest, scanSource, type SourceFacts } from './derive-usage.ts';
import { readsField } from './usage.ts';

/** The facts of one source file. */
const sourceFile = (imports: SourceFacts['imports'], names: string[]): SourceFacts => ({
  imports,
  readNames: new Set(names),
});

/** A chat file that imports one export of the generated assistant client and reads `message`. */
const chat = (name: string) =>
  new Map([['src/chat.tsx', sourceFile([{ source: '../api/generated/assistant/assistant', name }], ['message'])]]);

describe('[CON-02] [CON-03] the usage manifest is derived from the code', () => {
  test('the portal calls six operations and reads the fields its screens show', async () => {
    const manifest = await deriveManifest();
    expect(Object.keys(manifest.operations).toSorted()).toEqual([
      'getCustomer',
      'getServiceInfo',
      'getThread',
      'getThreadMessages',
      'listCustomers',
      'postMessage',
    ]);
    expect(manifest.operations.listCustomers?.calledFrom).toEqual(['src/customer-context/use-allowed-customers.ts']);
    expect(manifest.operations.listCustomers?.reads).toEqual([
      '/*/id',
      '/*/customerName',
      '/*/customerAbbreviation',
      '/*/validEmailDomains',
    ]);
    expect(manifest.operations.getServiceInfo?.reads).toContain('/git/commit/time');
    expect(manifest.operations.getThreadMessages?.reads).toContain('/data/*/content/*/text/value');
    // The chat strips citation markers from the text; it never looks at the annotations.
    expect(manifest.operations.getThreadMessages?.reads.filter((read) => read.includes('annotations'))).toEqual([]);
    // Tests and test helpers are not the portal.
    const callers = Object.values(manifest.operations).flatMap((operation) => operation.calledFrom);
    expect(callers.filter((file) => /\.test\.|\/testing\//.test(file))).toEqual([]);
  });

  test('a source file: value imports, member reads (optional, computed) and destructuring keys', () => {
    const facts = scanSource(
      'x.tsx',
      `import { useGetServiceInfo, type ServiceName } from '../api/generated/actuator/actuator';
       import type { Customer } from '../api/generated/customer/customer.schemas';
       const { data } = useGetServiceInfo('hub');
       const time = data?.git['commit'].time;
       const { customerName: name } = customer;
       const view = <Row version={data?.build.version} />;`,
    );
    expect(facts.imports).toEqual([{ source: '../api/generated/actuator/actuator', name: 'useGetServiceInfo' }]);
    expect([...facts.readNames].toSorted()).toEqual([
      'build',
      'commit',
      'customerName',
      'data',
      'git',
      'time',
      'version',
    ]);
  });

  test('an operation counts as used only through its generated function, hook or query options', async () => {
    const specs = await loadOurSpecs(['openapi/actuator.yaml', 'openapi/customer.yaml']);
    const facts = new Map([
      [
        'src/a.tsx',
        sourceFile([{ source: '../api/generated/actuator/actuator', name: 'useGetServiceInfo' }], ['build', 'version']),
      ],
      // Only the query key (cache invalidation) or a schema: no call.
      [
        'src/b.ts',
        sourceFile([{ source: './generated/customer/customer', name: 'getListCustomersQueryKey' }], ['customerName']),
      ],
      ['src/c.ts', sourceFile([{ source: './generated/customer/customer.schemas', name: 'Customer' }], [])],
    ]);
    const manifest = buildManifest(facts, specs);
    expect(Object.keys(manifest.operations)).toEqual(['getServiceInfo']);
    // A field is read when every name on its path is: build.version yes, git.commit.id no.
    expect(manifest.operations.getServiceInfo?.reads).toEqual(['/build', '/build/version']);
    expect(readsField(manifest.operations.getServiceInfo, '/build/version')).toBe(true);
    expect(readsField(manifest.operations.getServiceInfo, '/git/commit/id')).toBe(false);
    expect(readsField(undefined, '/build')).toBe(false);
  });

  test('a generated mutation hook (usePostMessage) or its options count as a call of the operation', async () => {
    const specs = await loadOurSpecs(['openapi/assistant.yaml']);
    for (const name of ['usePostMessage', 'getPostMessageMutationOptions', 'postMessage'])
      expect(Object.keys(buildManifest(chat(name), specs).operations)).toEqual(['postMessage']);
    expect(buildManifest(chat('usePostMessage'), specs).operations.postMessage?.reads).toEqual(['/message']);
    expect(callsOperation('usePostMessages', 'postMessage')).toBe(false);
  });

  test("array indices of a live response match the manifest's `*`", async () => {
    const manifest = await deriveManifest();
    expect(readsField(manifest.operations.listCustomers, '/17/customerName')).toBe(true);
    expect(readsField(manifest.operations.listCustomers, '/17')).toBe(true);
    expect(readsField(manifest.operations.listCustomers, '/17/logoUrl')).toBe(false);
  });
});
