import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { allowConsoleError, expectConsoleError } from '@/testing/console-errors';
import { recordTelemetry } from '@/testing/telemetry';
import { PartBoundary } from './part-boundary';

const records = recordTelemetry();

function Broken(): never {
  throw new Error('the widget broke');
}

test.each([
  ['an area', 'pulse', 'pulse'],
  ["the shell's own part", undefined, 'core'],
])(
  '[OBS-03] [RES-03] what a boundary catches in %s is one error record naming the part and whose it is',
  (_, area, expected) => {
    expectConsoleError(/Part "customerPicker" failed/);
    // React's own line for a caught error (the portal's root silences it: start-app.tsx).
    allowConsoleError(/the widget broke/);
    render(
      <PartBoundary part="customerPicker" area={area} renderFallback={() => <p>fallback</p>}>
        <Broken />
      </PartBoundary>,
    );
    expect(screen.getByText('fallback')).toBeVisible();
    expect(records).toEqual([
      {
        type: 'error',
        at: expect.any(Number),
        place: { route: '/pulse', area: expected },
        error: expect.objectContaining({ message: 'the widget broke' }),
        source: 'boundary',
        where: 'customerPicker',
      },
    ]);
  },
);
