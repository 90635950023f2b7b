// The wiring seam (docs/wiring.md) holds: every machine the app assembles (src/app/logic.ts) has
// every effect it names provided (a default that throws "not provided" would only fail on first
// use, in front of a user), and effects reach machines in exactly one place: no screen or shared
// part calls .provide() (apart from the documented ones still being converted).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from '../machines/session.machine.js';
import { areaLogic } from './area-logic.js';
import { firstLogic } from './logic.js';

/** Everything the app assembles: the first screen's wiring and the areas' chunk. */
const logic = { ...firstLogic, ...areaLogic };

const root = path.resolve(__dirname, '..');

/** Whether an implementation is still a machine's default (its code calls notProvided). */
function isDefault(impl: unknown): boolean {
  const code = typeof impl === 'function' ? String(impl) : String((impl as { config?: unknown } | null)?.config ?? '');
  return /\bnotProvided\b/.test(code);
}

/** A state machine (its implementations an object), not promise or callback logic. */
const isMachineLike = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'config' in v && typeof (v as { implementations?: unknown }).implementations === 'object' && (v as { implementations?: unknown }).implementations !== null;

/** Machine keys whose defaults remain, as `<logic key>.<section>.<name>`. */
function unprovided(key: string, machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const impl = machine.implementations;
  for (const section of ['actors', 'actions', 'guards'] as const) {
    for (const [name, value] of Object.entries(impl[section] ?? {})) {
      if (isDefault(value)) out.push(`${key}.${section}.${name}`);
      // a child machine (the uploader's files) must be wired too
      if (section === 'actors' && isMachineLike(value)) {
        out.push(...unprovided(`${key}.${name}`, value as AnyStateMachine));
      }
    }
  }
  return out;
}

/** Every non-test source file under src/, as `dir/file` relative to src/. */
function sources(): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/^test(ing)?\//.test(f));
}
const code = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Shared parts still calling .provide() themselves (none: the shared table is wired in shell). */
const PROVIDE_PENDING = new Set<string>([]);

/**
 * Screens that still import a service at run time (docs/wiring.md: "A screen imports no
 * service"; only `import type` is allowed). Each should send events to its machine, the effect
 * living in src/services/<area>/effects.ts. The list may only shrink.
 */
const SERVICE_IMPORT_PENDING = new Set<string>([]);

describe('the wiring seam', () => {
  it('every assembled machine has all its effects provided', () => {
    const missing = Object.entries(logic).flatMap(([key, machine]) => (isMachineLike(machine) ? unprovided(key, machine) : []));
    expect(missing).toEqual([]);
  });

  it('names what a forgotten wiring leaves out', () => {
    expect(unprovided('session', sessionMachine)).toEqual(expect.arrayContaining(['session.actors.login', 'session.actions.notify', 'session.guards.hasToken']));
  });

  it('no file outside src/app/wiring calls .provide() (each area provides its effects in one place)', () => {
    const offenders = sources().filter((f) => !f.startsWith('app/wiring/') && /\.provide\(/.test(code(f)) && !PROVIDE_PENDING.has(f));
    expect(offenders).toEqual([]);
  });

  it('no screen imports a service at run time (only its types)', () => {
    const runtime = /^\s*import\s+(?!type\b)[^;]*?from\s+'(?:\.\.\/)+services\/[^']+'/gm;
    const offenders = sources().filter((f) => f.startsWith('features/') && [...code(f).matchAll(runtime)].length > 0);
    expect(offenders.filter((f) => !SERVICE_IMPORT_PENDING.has(f))).toEqual([]);
    // an entry whose screen no longer imports a service must leave the list
    expect([...SERVICE_IMPORT_PENDING].filter((f) => !offenders.includes(f))).toEqual([]);
  });
});
