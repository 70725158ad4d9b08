import { describe, expect, it } from 'vitest';
import { loadFailure, loadTwice } from '../../../src/core/nav/lazy';

const gone = () => new TypeError('Failed to fetch dynamically imported module: /assets/X-1.js');

/** A load that fails the first `failures` times, counting its calls. */
function flaky(failures: number) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls <= failures) throw gone();
    return 'Screen';
  };
  return { load, calls: () => calls };
}

describe('loadTwice', () => {
  it('a chunk that arrives at once is asked for once', async () => {
    const f = flaky(0);
    await expect(loadTwice(f.load, 0)).resolves.toBe('Screen');
    expect(f.calls()).toBe(1);
  });

  it('a chunk that fails once (nothing updated) arrives on the second try, with no failure shown', async () => {
    const f = flaky(1);
    await expect(loadTwice(f.load, 0)).resolves.toBe('Screen');
    expect(f.calls()).toBe(2);
  });

  it('a chunk that fails twice is reported, and online that reads as an update', async () => {
    const f = flaky(2);
    const e = await loadTwice(f.load, 0).catch((x: unknown) => x);
    expect(f.calls()).toBe(2);
    expect(loadFailure(e, true)).toBe('updated');
  });
});
