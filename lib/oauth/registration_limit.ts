/**
 * Registration is open to anyone (RFC 7591 without an initial access token), so each address may
 * register only so many clients per window: successful registrations count (refused ones store
 * nothing), and an address over the limit is told when to retry. Kept in the process: a restart
 * forgets it, and each process counts its own.
 */

/** Clients one address may register per window. */
export const REGISTRATIONS_PER_WINDOW = 20;
export const REGISTRATION_WINDOW_MS = 10 * 60_000;
const MAX_ADDRESSES = 10_000;

/** The counter: `wait(address)` is the seconds until it may register again (0: now). */
export function registrationLimit(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (address: string) => {
    const at = now();
    const window = windows.get(address);
    return window && at - window.start < REGISTRATION_WINDOW_MS ? window : null;
  };
  return {
    wait(address: string): number {
      const window = current(address);
      if (!window || window.count < REGISTRATIONS_PER_WINDOW) return 0;
      return Math.ceil((window.start + REGISTRATION_WINDOW_MS - now()) / 1000);
    },
    count(address: string): void {
      const window = current(address);
      if (window) {
        window.count++;
        return;
      }
      windows.delete(address);
      if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
      windows.set(address, { start: now(), count: 1 });
    },
  };
}
