/**
 * Rapid changes of one value coalesce into few requests (issue 21: ten quick clicks on + send at
 * most two requests and end at +10). Per key, only the latest target is ever sent, and only after
 * a pause of `delayMs` in the changes; while a send is in flight, changes only move the target,
 * and one more send follows (after the pause) when it returns if the target moved. A refused send drops
 * the target (the caller rolls the display back). Pure: the caller gives the sender and timers.
 */
export interface Coalescer<K> {
  /** A new target for `key` (the display shows it at once). */
  set(key: K, target: number): void;
  /** The target not yet confirmed for `key`, if any. */
  pending(key: K): number | undefined;
}

export interface CoalescerOptions<K> {
  delayMs: number;
  /** Sends a target; resolves true when the server took it, false when it refused it. */
  send: (key: K, target: number) => Promise<boolean>;
  /** Called when a key has nothing pending any more (taken, or refused and dropped). */
  onIdle?: (key: K) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Slot {
  target: number;
  timer: unknown;
  inFlight: boolean;
}

export function createCoalescer<K>(opts: CoalescerOptions<K>): Coalescer<K> {
  const slots = new Map<K, Slot>();
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));

  const flush = async (key: K) => {
    const slot = slots.get(key);
    if (!slot || slot.inFlight) return;
    slot.timer = undefined;
    slot.inFlight = true;
    const sent = slot.target;
    let taken = false;
    try {
      taken = await opts.send(key, sent);
    } catch {
      taken = false;
    }
    slot.inFlight = false;
    if (taken && slot.target !== sent) {
      // Changed while in flight: one more send with the latest target, once the changes pause.
      slot.timer = setTimer(() => void flush(key), opts.delayMs);
      return;
    }
    slots.delete(key);
    opts.onIdle?.(key);
  };

  return {
    set(key, target) {
      const slot = slots.get(key);
      if (!slot) {
        slots.set(key, {
          target,
          inFlight: false,
          timer: setTimer(() => void flush(key), opts.delayMs),
        });
        return;
      }
      slot.target = target;
      if (slot.inFlight) return;
      clearTimer(slot.timer);
      slot.timer = setTimer(() => void flush(key), opts.delayMs);
    },
    pending: (key) => slots.get(key)?.target,
  };
}
