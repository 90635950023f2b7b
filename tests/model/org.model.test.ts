// Generated paths of the organisation machines alone (docs/org.md), so that they can be run on
// their own: `npx vitest run tests/model/org.model.test.ts`. The sign-in machines and the role
// editor must reach 100% of states and transitions; every covering path is replayed on a real
// actor.
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
import { describeAreaPaths } from './area-paths';
import { ORG_DESIGN_CARD, orgModelConfigs } from './org-model-configs';

const machines: AnyStateMachine[] = [smsLoginMachine, qrLoginMachine, qrConfirmMachine, roleEditorMachine, orgFormMachine, orgCommandMachine, orgDirectoryMachine, watermarkApplyMachine, avatarUploadMachine];

describeAreaPaths(machines, orgModelConfigs, { designCard: ORG_DESIGN_CARD });
