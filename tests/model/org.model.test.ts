// Generated paths of the organisation machines alone (issue 15), so that they can be run on their
// own: `npx vitest run tests/model/org.model.test.ts`. The sign-in machines and the role editor
// must reach 100% of states and transitions; every covering path is replayed on a real actor.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { avatarUploadMachine } from '../../src/machines/avatar-upload.machine.js';
import { orgCommandMachine } from '../../src/machines/org-command.machine.js';
import { orgDirectoryMachine } from '../../src/machines/org-directory.machine.js';
import { orgFormMachine } from '../../src/machines/org-form.machine.js';
import { watermarkApplyMachine } from '../../src/machines/watermark-apply.machine.js';
import { qrConfirmMachine } from '../../src/machines/qr-confirm.machine.js';
import { qrLoginMachine } from '../../src/machines/qr-login.machine.js';
import { roleEditorMachine } from '../../src/machines/role-editor.machine.js';
import { smsLoginMachine } from '../../src/machines/sms-login.machine.js';
import { coveringPaths, pathCoverage } from './coverage';
import { generatePaths, replay } from './harness';
import { ORG_DESIGN_CARD, orgModelConfigs } from './org-model-configs';

const machines: AnyStateMachine[] = [smsLoginMachine, qrLoginMachine, qrConfirmMachine, roleEditorMachine, orgFormMachine, orgCommandMachine, orgDirectoryMachine, watermarkApplyMachine, avatarUploadMachine];

for (const machine of machines) {
  const config = orgModelConfigs[machine.id] ?? {};
  describe(`${machine.id}: generated paths`, () => {
    const { paths } = generatePaths(machine, config);
    const covering = new Set(coveringPaths(machine, paths.map((p) => p.path)));
    const replayed = paths.filter((p) => covering.has(p.path));
    const coverage = pathCoverage(machine, replayed.map((p) => p.path));
    const inputOf = (p: (typeof paths)[number]) => config.variants?.find((v) => v.name === p.variant)?.input ?? config.input;

    it(`covers ${ORG_DESIGN_CARD.includes(machine.id) ? 'every' : 'some'} state and transition`, () => {
      console.log(`[path coverage] ${machine.id}: states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.reached}/${coverage.transitions.total}`);
      if (ORG_DESIGN_CARD.includes(machine.id)) {
        expect(coverage.states.missing, 'states not reached').toEqual([]);
        expect(coverage.transitions.missing, 'transitions not taken').toEqual([]);
      } else {
        expect(paths.length).toBeGreaterThan(0);
      }
    });
    it(`every covering path agrees with the real actor (${replayed.length})`, async () => {
      for (const p of replayed) (await replay(p.machine, p.path, { input: inputOf(p), exact: p.exact, serialize: config.serializeState })).stop();
    });
  });
}
