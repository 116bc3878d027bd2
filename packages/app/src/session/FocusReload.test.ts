import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChangeEmailPath, watchFocusReload } from './FocusReload.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(path = '/login', ping = vi.fn().mockResolvedValue(true), active = () => true) {
  const target = new EventTarget() as unknown as Window;
  const reload = vi.fn();
  const stop = watchFocusReload({ target, ping, reload, pathname: () => path, active });
  const focus = () => target.dispatchEvent(new Event('focus'));
  const blur = () => target.dispatchEvent(new Event('blur'));
  return { reload, ping, stop, focus, blur };
}

describe('focus reload (§4 Auth)', () => {
  it('reloads after the window regains focus and a ping succeeds, debounced 1 s', async () => {
    const { reload, ping, focus, blur } = setup();
    focus();
    await vi.advanceTimersByTimeAsync(2000);
    expect(ping).not.toHaveBeenCalled();
    blur();
    focus();
    blur();
    focus();
    await vi.advanceTimersByTimeAsync(999);
    expect(ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the ping fails or finds no session, when signed in, or on change-email pages', async () => {
    const failed = setup('/login', vi.fn().mockRejectedValue(new TypeError('offline')));
    failed.blur();
    failed.focus();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed.reload).not.toHaveBeenCalled();
    const noSession = setup('/signup', vi.fn().mockResolvedValue(false));
    noSession.blur();
    noSession.focus();
    await vi.advanceTimersByTimeAsync(1000);
    expect(noSession.ping).toHaveBeenCalled();
    expect(noSession.reload).not.toHaveBeenCalled();
    const signedIn = setup('/contracts', undefined, () => false);
    signedIn.blur();
    signedIn.focus();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signedIn.ping).not.toHaveBeenCalled();
    const changeEmail = setup('/change-email/abc');
    changeEmail.blur();
    changeEmail.focus();
    await vi.advanceTimersByTimeAsync(1000);
    expect(changeEmail.ping).not.toHaveBeenCalled();
    expect(changeEmail.reload).not.toHaveBeenCalled();
    expect(isChangeEmailPath('/change-email')).toBe(true);
    expect(isChangeEmailPath('/change-emails')).toBe(false);
  });
});
