// The inspector (?inspect / VITE_INSPECT=1, src/app/inspector.ts) only sees actors that were
// created with its observer. Every actor the console creates in a component must therefore get
// `inspect` (useActorRef/useMachine options, or a context Provider's options); actors of a
// context's useActorRef() are the Provider's. This test reads the sources and names any that do not.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectionWanted } from './inspector.js';

const root = path.resolve(__dirname, '..');
const files = (fs.readdirSync(root, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test'))
  .map((f) => path.join(root, f));

/** The text of a call from its opening parenthesis to the matching closing one. */
function callAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

function uninspected(): string[] {
  const out: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(path.resolve(root, '..'), file);
    const line = (i: number) => text.slice(0, i).split('\n').length;
    for (const m of text.matchAll(/\b(useActorRef|useMachine)\(/g)) {
      const call = callAt(text, m.index + m[0].length - 1);
      if (call === '()') continue; // a context's actor: the Provider's options count
      if (!call.includes('inspect')) out.push(`${rel}:${line(m.index)} ${m[1]}`);
    }
    for (const m of text.matchAll(/^(.*)<(\w+Context)\.Provider\b(.*)$/gm)) {
      if (/^\s*(\/\/|\*)/.test(m[1] ?? '') || m[2] === 'InspectContext' || !/options=|logic=/.test(m[3] ?? '')) continue;
      if (!(m[3] ?? '').includes('inspect')) out.push(`${rel}:${line(m.index)} ${m[2]}.Provider`);
    }
  }
  return out;
}

describe('the inspector reaches every actor', () => {
  it('is wanted with ?inspect or VITE_INSPECT=1 only', () => {
    expect(inspectionWanted('?inspect', undefined)).toBe(true);
    expect(inspectionWanted('?a=1&inspect=1', undefined)).toBe(true);
    expect(inspectionWanted('', '1')).toBe(true);
    expect(inspectionWanted('?inspector', '0')).toBe(false);
  });

  it('every actor created in a component is given the inspector', () => {
    expect(uninspected()).toEqual([]);
  });
});

describe('the offline inspector panel', () => {
  it('lists each machine actor with its state and logs the events it takes', async () => {
    const { createActor } = await import('xstate');
    const { createPanelInspector } = await import('./inspector-panel.js');
    const { messageSettingsMachine } = await import('../machines/message-settings.machine.js');
    const logged: unknown[] = [];
    const panel = createPanelInspector(document, (...a) => logged.push(a[1]));
    const { fromPromise } = await import('xstate');
    const actor = createActor(
      messageSettingsMachine.provide({ actors: { load: fromPromise(async () => ({ msgTypes: '', list: [] })), save: fromPromise(async () => null) } } as never),
      { inspect: panel.inspect },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'type.toggle', msgType: 2 });
    await new Promise((r) => setTimeout(r, 0));
    const el = document.querySelector('[data-testid="inspector-panel"]')!;
    expect(el.textContent).toContain('messageSettings');
    expect(el.textContent).toContain('editing');
    expect(logged).toContain('messageSettings: type.toggle → editing');
    expect(logged).toContain('messageSettings: done: 0.messageSettings → editing');
    actor.stop();
    el.remove();
  });

  it('is chosen by ?inspect=panel or VITE_INSPECT=panel', async () => {
    const { inspectionMode } = await import('./inspector.js');
    expect(inspectionMode('?inspect=panel', undefined)).toBe('panel');
    expect(inspectionMode('?inspect', 'panel')).toBe('panel');
    expect(inspectionMode('?inspect', undefined)).toBe('stately');
  });
});
