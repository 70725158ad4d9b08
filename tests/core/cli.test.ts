import { describe, expect, it } from 'vitest';
import { runVerbCommand, type VerbCommand } from '../../src/core/cli';

/** A command with one file verb, one argument verb and one bare verb, refusing with its rule. */
const COMMAND: VerbCommand = {
  usage: 'Usage: t -- size FILE | echo ARG [--app URL] | hello',
  codes: { usage: 't.usage', file: 't.file' },
  withRule: true,
  verbs: {
    size: ({ file, failed }) => {
      const text = file();
      return text.ok ? { stdout: String(text.value.length), exitCode: 0 } : failed(text.error);
    },
    echo: ({ arg, app, failed }) => {
      const a = arg();
      return a.ok ? { stdout: `${a.value} ${app}`, exitCode: 0 } : failed(a.error);
    },
    hello: () => ({ stdout: 'hi', exitCode: 0 }),
  },
};
const files: Record<string, string> = { 'a.txt': 'abcd' };
const run = (args: string[], command = COMMAND) =>
  runVerbCommand(args, (p) => files[p] ?? null, command);
const refusal = (args: string[], command = COMMAND) => JSON.parse(run(args, command).stdout);

describe('runVerbCommand', () => {
  it('runs the verb with its file, its argument and --app', () => {
    expect(run(['size', 'a.txt'])).toEqual({ stdout: '4', exitCode: 0 });
    expect(run(['echo', 'x'])).toEqual({ stdout: 'x /', exitCode: 0 });
    expect(run(['echo', 'x', '--app', 'https://a.test/t/'])).toEqual({
      stdout: 'x https://a.test/t/',
      exitCode: 0,
    });
    expect(run(['hello'])).toEqual({ stdout: 'hi', exitCode: 0 });
  });

  it('refuses a missing argument with the usage, and an unreadable file by its name', () => {
    expect(run(['size']).exitCode).toBe(2);
    expect(refusal(['size'])).toEqual({ error: 't.usage', message: COMMAND.usage, rule: 'input' });
    expect(refusal(['echo'])).toMatchObject({ error: 't.usage' });
    expect(refusal(['size', 'gone.txt'])).toEqual({
      error: 't.file',
      message: 'Cannot read the file gone.txt.',
      rule: 'input',
    });
  });

  it('refuses no verb, an unknown verb and prototype names as verbs', () => {
    for (const args of [[], ['nope'], ['constructor'], ['toString', 'x'], ['__proto__']]) {
      const r = run(args);
      expect(r.exitCode, args.join(' ')).toBe(2);
      expect(JSON.parse(r.stdout)).toMatchObject({ error: 't.usage' });
    }
  });

  it('hands anything that is no verb to `otherwise` when the command has one', () => {
    const withForm: VerbCommand = {
      ...COMMAND,
      otherwise: (args) => ({ stdout: `form ${args.join(',')}`, exitCode: 0 }),
    };
    expect(run(['{"a":1}'], withForm)).toEqual({ stdout: 'form {"a":1}', exitCode: 0 });
    expect(run(['hello'], withForm)).toEqual({ stdout: 'hi', exitCode: 0 });
  });

  it('leaves the rule out for a command whose contract has none', () => {
    expect(refusal(['size', 'gone.txt'], { ...COMMAND, withRule: false })).toEqual({
      error: 't.file',
      message: 'Cannot read the file gone.txt.',
    });
  });
});
