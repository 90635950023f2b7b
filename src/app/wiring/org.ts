// The organisation area's machines with their real effects (docs/wiring.md): provided here once.
import { orgDirectoryMachine } from '../../machines/org-directory.machine.js';
import { orgCommandMachine } from '../../machines/org-command.machine.js';
import { orgFormMachine } from '../../machines/org-form.machine.js';
import { qrConfirmMachine } from '../../machines/qr-confirm.machine.js';
import { qrLoginMachine } from '../../machines/qr-login.machine.js';
import { roleEditorMachine } from '../../machines/role-editor.machine.js';
import { smsLoginMachine } from '../../machines/sms-login.machine.js';
import { watermarkApplyMachine } from '../../machines/watermark-apply.machine.js';
import { orgEffects } from '../../services/org/effects.js';

export const orgLogic = {
  smsLogin: smsLoginMachine.provide(orgEffects.smsLogin),
  qrLogin: qrLoginMachine.provide(orgEffects.qrLogin),
  qrConfirm: qrConfirmMachine.provide(orgEffects.qrConfirm),
  roleEditor: roleEditorMachine.provide(orgEffects.roleEditor),
  orgForm: orgFormMachine.provide(orgEffects.orgForm),
  orgCommand: orgCommandMachine.provide(orgEffects.orgCommand),
  orgDirectory: orgDirectoryMachine.provide(orgEffects.orgDirectory),
  orgUserPage: orgEffects.pages.users,
  orgRolePage: orgEffects.pages.roles,
  orgAuditPage: orgEffects.pages.audit,
  orgTenantPage: orgEffects.pages.tenants,
  orgWatermarkPage: orgEffects.pages.watermarks,
  orgAssessPage: orgEffects.pages.assess,
  watermarkApply: watermarkApplyMachine.provide(orgEffects.watermarkApply),
  orgLibraryFiles: orgEffects.libraryFiles,
};

type OrgLogic = typeof orgLogic;

declare module '../../ui/logic.js' {
  interface Logic {
    smsLogin: OrgLogic['smsLogin'];
    qrLogin: OrgLogic['qrLogin'];
    qrConfirm: OrgLogic['qrConfirm'];
    roleEditor: OrgLogic['roleEditor'];
    orgForm: OrgLogic['orgForm'];
    orgCommand: OrgLogic['orgCommand'];
    orgDirectory: OrgLogic['orgDirectory'];
    orgUserPage: OrgLogic['orgUserPage'];
    orgRolePage: OrgLogic['orgRolePage'];
    orgAuditPage: OrgLogic['orgAuditPage'];
    orgTenantPage: OrgLogic['orgTenantPage'];
    orgWatermarkPage: OrgLogic['orgWatermarkPage'];
    orgAssessPage: OrgLogic['orgAssessPage'];
    watermarkApply: OrgLogic['watermarkApply'];
    orgLibraryFiles: OrgLogic['orgLibraryFiles'];
  }
}
