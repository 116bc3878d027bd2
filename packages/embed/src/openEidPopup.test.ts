// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEidPopup } from './openEidPopup.js';

const report = { type: 'inkflow:eid-return', signed: true };

function fakePopup() {
  const popup = { close: vi.fn(), location: { href: 'about:blank' } };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}
const deliver = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openEidPopup', () => {
  it('sends the popup to the broker and accepts only its own popup on its own origin', () => {
    const popup = fakePopup();
    const onReturn = vi.fn();
    const proceed = openEidPopup(onReturn, () => {});
    proceed('https://broker.example/authorize?x=1');
    expect(popup.location.href).toBe('https://broker.example/authorize?x=1');

    deliver(report, 'https://evil.example', popup); // foreign origin
    deliver(report, location.origin, window); // another window
    deliver({ type: 'inkflow:eid-return' }, location.origin, popup); // bad shape
    expect(onReturn).not.toHaveBeenCalled();
    expect(popup.close).not.toHaveBeenCalled();

    deliver(report, location.origin, popup);
    expect(onReturn).toHaveBeenCalledWith(report);
    expect(popup.close).toHaveBeenCalledTimes(1);
    deliver(report, location.origin, popup); // once only
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('closes the popup when the start failed, and never navigates it to a non-http URL', () => {
    const popup = fakePopup();
    openEidPopup(vi.fn(), () => {})('javascript:alert(1)');
    expect(popup.location.href).toBe('about:blank');
    expect(popup.close).toHaveBeenCalled();
  });

  it('reports a blocked popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onBlocked = vi.fn();
    openEidPopup(vi.fn(), onBlocked)('https://broker.example/');
    expect(onBlocked).toHaveBeenCalled();
  });
});
