// The machines the 流程图 page (帮助 → 流程图) shows: every machine exported by a module of
// src/machines, loaded when the page opens (never part of another screen's chunk), with its
// facts and its Chinese name (./machine-texts.ts).
import type { AnyStateMachine } from 'xstate';
import { machineFacts, type MachineFacts } from '../../machines/diagram.js';
import { MACHINE_TEXTS, type MachineText } from './machine-texts.js';

const modules = import.meta.glob('../../machines/*.machine.ts');

export interface ReviewedMachine {
  machine: AnyStateMachine;
  file: string;
  facts: MachineFacts;
  /** Its Chinese name and description; the id stands in for a machine not yet named (a test fails then). */
  text: MachineText;
}

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'root' in v && 'id' in v && typeof (v as { transition?: unknown }).transition === 'function';

/** Every machine of src/machines, in the order of their Chinese names. */
export async function loadMachines(): Promise<ReviewedMachine[]> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([path, load]) => {
      const mod = (await load()) as Record<string, unknown>;
      const file = path.replace('../../', 'src/');
      return Object.values(mod)
        .filter(isMachine)
        .map((machine) => ({ machine, file, facts: machineFacts(machine), text: MACHINE_TEXTS[machine.id] ?? { name: machine.id, description: '' } }));
    }),
  );
  return loaded.flat().sort((a, b) => a.text.name.localeCompare(b.text.name, 'zh-Hans-CN') || a.machine.id.localeCompare(b.machine.id));
}
