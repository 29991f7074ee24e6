import { describe, expect, test } from 'vitest';
import { isolationTable } from './isolation-benchmark.ts';

describe('perf:isolation', () => {
  test('[PLUG-17] prints both modes side by side: time to show, each realm’s heap and both together, medians', () => {
    const MiB = 1024 * 1024;
    const table = isolationTable({
      federated: [300, 200, 250].map((ms) => ({ ms, portalHeap: 8 * MiB, areaHeap: undefined })),
      isolated: [500, 400, 450].map((ms) => ({ ms, portalHeap: 7 * MiB, areaHeap: 5.5 * MiB })),
    });
    const [header, , federated, isolated] = table.split('\n');
    expect(header).toContain('portal heap');
    expect(federated).toMatch(/^\| federated \|\s+250 ms \|\s+300 ms \|\s+8\.0 MiB \|\s+– \|\s+8\.0 MiB \|$/);
    expect(isolated).toMatch(/^\| isolated\s+\|\s+450 ms \|\s+500 ms \|\s+7\.0 MiB \|\s+5\.5 MiB \|\s+12\.5 MiB \|$/);
  });
});
