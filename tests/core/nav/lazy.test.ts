import { describe, expect, it } from 'vitest';
import { loadFailure, loadTwice, servedBuild } from '../../../src/core/nav/lazy';

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

  it('a chunk that fails twice is reported after exactly two tries', async () => {
    const f = flaky(2);
    await expect(loadTwice(f.load, 0)).rejects.toBeInstanceOf(TypeError);
    expect(f.calls()).toBe(2);
  });
});

describe('loadFailure', () => {
  it('is an update only when the server holds another build than the page runs', () => {
    expect(loadFailure(true, 'b2', 'b1')).toBe('updated');
    expect(loadFailure(true, 'b1', 'b1')).toBe('failed');
  });

  it('two failed fetches with version.json unreadable are a failure, not an update', () => {
    expect(loadFailure(true, null, 'b1')).toBe('failed');
  });

  it('offline, the connection is the reason whatever the build', () => {
    expect(loadFailure(false, 'b2', 'b1')).toBe('offline');
    expect(loadFailure(false, null, 'b1')).toBe('offline');
  });
});

describe('servedBuild', () => {
  const base = 'https://example.test/app/';
  const answer = (status: number, body: string) => async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });

  it('reads the build from version.json beside the page, bypassing the HTTP cache', async () => {
    const asked: { url: string; init: RequestInit }[] = [];
    const get = async (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return new Response('{"version":"0.1.0","build":"abc123"}');
    };
    await expect(servedBuild(get, base)).resolves.toBe('abc123');
    expect(asked).toEqual([
      { url: 'https://example.test/app/version.json', init: { cache: 'no-store' } },
    ]);
  });

  it('is null when the file is missing, garbled, says no build, or the fetch fails', async () => {
    await expect(servedBuild(answer(404, 'Not found'), base)).resolves.toBeNull();
    await expect(servedBuild(answer(200, '{"build'), base)).resolves.toBeNull();
    await expect(servedBuild(answer(200, '{"build":7}'), base)).resolves.toBeNull();
    await expect(servedBuild(answer(200, 'null'), base)).resolves.toBeNull();
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(servedBuild(offline, base)).resolves.toBeNull();
  });
});
