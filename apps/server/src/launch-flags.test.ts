import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, serverNodeFlags } from './launch-flags.js';

const scripts: Record<string, string> = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).scripts;

describe('server launch flags', () => {
  it.each(['start', 'serve'])('npm run %s starts the server with every flag', (name) => {
    const command = scripts[name]!;
    const launch = command.slice(command.indexOf('node '));
    expect(launch).toMatch(/apps\/server\/dist\/main\.js$/);
    expect(missingNodeFlags(launch.split(/\s+/))).toEqual([]);
  });

  it('names the flags a process was started without', () => {
    expect(missingNodeFlags([])).toEqual([...serverNodeFlags]);
    expect(missingNodeFlags(['--inspect', ...serverNodeFlags])).toEqual([]);
    expect(missingNodeFlags(['--max-semi-space-size=16'])).toEqual(['--max-semi-space-size=64']);
  });
});
