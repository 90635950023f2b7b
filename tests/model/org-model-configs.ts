// Model configuration of the organisation machines (docs/org.md): sign-in by SMS and QR, the role
// editor, and the organisation forms and commands. Spread into modelConfigs (model-configs.ts).
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const ORG_DESIGN_CARD = ['smsLogin', 'qrLogin', 'roleEditor', 'avatarUpload'];

const user = { token: 'tok', webUserId: 2, webTenId: 1, webUserName: '张三', webUserAvatar: '', domainName: 'demo' };

const menu = (id: number, pid: number, children: unknown[] = []) => ({
  comMicsId: id, comMicsPid: pid, comMicsPath: `/m${id}`, webMicsName: `菜单${id}`, children,
});
/** 1 系统设置 → 2 用户管理, 3 角色管理; 4 控制台. */
const tree = [menu(1, 0, [menu(2, 1), menu(3, 1)]), menu(4, 0)];

export const orgModelConfigs: Record<string, ModelConfig> = {
  avatarUpload: {
    input: { avatar: '' },
    // a good picture, one over 2 MB, one of another type (`label` tells the events apart: a Blob serialises as {})
    events: {
      'file.pick': [
        { label: 'ok.png', file: new Blob([new Uint8Array(8)], { type: 'image/png' }) },
        { label: 'big.jpg', file: new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/jpeg' }) },
        { label: 'a.gif', file: new Blob(['GIF89a'], { type: 'image/gif' }) },
      ],
    },
    outputs: { upload: [{ webUserAvatar: '/api/web-conf/configuration/manager/image/a.png', avatarPath: '/api/web-conf/configuration/manager/image/a.png' }] },
    errors: { upload: [new Error('头像图片不能超过 2 MB')] },
    serializeState: (s) => JSON.stringify([s.value, s.context.avatar, s.context.error, s.context.file !== null]),
  },
  smsLogin: {
    // A 2-second resend countdown keeps the model small; the chart is the same as with 60.
    input: { domainName: 'demo', resendSeconds: 2, validSeconds: 300 },
    outputs: { sendCode: [null], login: [user] },
    errors: { sendCode: [new Error('验证码发送过于频繁，请60秒后再试')], login: [new Error('验证码错误或已失效')] },
    events: {
      'mobile.change': [{ value: '13800138000' }, { value: '12345' }],
      'code.change': [{ value: '123456' }, { value: '12' }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.mobile, s.context.code, s.context.remaining, s.context.sentOnce, s.context.error !== '']),
  },
  qrLogin: {
    input: { domainName: 'demo' },
    outputs: {
      getTicket: [{ ticket: 'tk1', expiresIn: 120 }],
      poll: [{ status: 'waiting' }, { status: 'confirmed', ...user }, { status: 'expired' }],
    },
  },
  qrConfirm: {
    variants: [
      { name: '有票据', input: { ticket: 'tk1' } },
      { name: '无票据', input: { ticket: '' } },
    ],
    errors: { confirm: [new Error('二维码已被使用，请刷新')] },
  },
  roleEditor: {
    variants: [
      { name: '新角色', input: { role: null } },
      { name: '已有角色', input: { role: { id: 7, name: '编辑', description: '编辑稿件', comMicsIds: [1, 2, 99], allMenus: false, userCount: 1, tvChannels: [] } } },
      { name: '管理员', input: { role: { id: 1, name: '管理员', description: '', comMicsIds: [], allMenus: true, userCount: 1, tvChannels: [{ liveTvId: 1, mode: 'edit' }] } } },
    ],
    outputs: { loadCatalogue: [{ menus: tree, channels: [{ liveTvId: 1, liveTvName: '新闻综合' }], departments: [] }], save: [{ id: 7 }] },
    errors: { save: [new Error('不能授予您自己没有的菜单权限')] },
    events: {
      'name.change': [{ value: '编辑' }, { value: '' }],
      'description.change': [{ value: '采写稿件' }, { value: '长'.repeat(101) }],
      'menu.toggle': [{ id: 2, on: true }, { id: 2, on: false }],
      'menu.selectAll': [{ on: true }, { on: false }],
      'menu.search': [{ query: '用户' }],
      'tree.open': [{ id: 1, open: true }],
      'tree.expand': [{ all: true }, { all: false }],
      'channel.set': [{ liveTvId: 1, mode: 'view' }, { liveTvId: 1, mode: 'none' }],
    },
    // the search text and the open groups change what is shown, not what is saved: left out
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.name, s.context.description, s.context.checked, s.context.tvChannels, s.context.error !== '']),
  },
  orgForm: {
    variants: [
      { name: '部门', input: { kind: 'department', values: { name: '' } } },
      { name: '用户', input: { kind: 'userCreate', values: { account: 'zhang', name: '张三', password: 'abc_123', mobile: '', organizationId: '1', roleIds: '2' } } },
    ],
    events: { 'field.change': [{ name: 'name', value: '新闻部' }] },
    outputs: { save: [{ id: 3 }] },
  },
  orgDirectory: {
    variants: [
      { name: '含角色', input: { withRoles: true } },
      { name: '仅部门', input: { withRoles: false } },
    ],
    outputs: { load: [{ departments: [{ id: 1, name: '新闻部', parentId: 0, remark: '', children: [] }], roles: [] }] },
  },
  watermarkApply: {
    input: { watermarkId: 1 },
    events: { 'file.pick': [{ fileId: 5 }], 'watermark.pick': [{ watermarkId: 2 }] },
    outputs: { run: [{ previewUrl: '/p.png' }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.fileId, s.context.watermarkId, s.context.previewUrl !== '', s.context.error !== '']),
  },
  orgCommand: {
    events: {
      'command.request': [
        { command: { kind: 'user.delete', id: 1, confirm: '确定删除该用户吗？', done: '删除成功' } },
        { command: { kind: 'user.status', id: 1, args: { status: 0 }, done: '已停用' } },
      ],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.pending?.kind ?? null, Math.min(s.context.version, 1), s.context.error !== '']),
  },
};
