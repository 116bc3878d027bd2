import { describe, expect, it } from 'vitest';
import { createReloadMarker } from './reloadMarker.js';

describe('createReloadMarker', () => {
  it('keeps the first marker and notifies once when a newer one arrives', () => {
    const marker = createReloadMarker();
    let calls = 0;
    marker.subscribe(() => calls++);
    marker.observe('2026-11-24T01:00:00.000Z');
    marker.observe('2026-11-24T01:00:00.000Z');
    marker.observe(null);
    expect(marker.newVersionAvailable).toBe(false);
    marker.observe('2026-11-24T00:00:00.000Z');
    expect(calls).toBe(0);
    marker.observe('2026-11-24T02:00:00.000Z');
    expect(marker.newVersionAvailable).toBe(true);
    marker.observe('2026-11-24T03:00:00.000Z');
    expect(calls).toBe(1);
  });

  it('ignores unparsable markers and stops notifying after unsubscribe', () => {
    const marker = createReloadMarker();
    let calls = 0;
    const stop = marker.subscribe(() => calls++);
    marker.observe('not a date');
    marker.observe('2026-11-24T01:00:00.000Z');
    stop();
    marker.observe('2026-11-25T01:00:00.000Z');
    expect(marker.newVersionAvailable).toBe(true);
    expect(calls).toBe(0);
  });
});
