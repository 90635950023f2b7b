// Model configuration of the contribution queue, tip-off desk and report class machines
// (docs/interaction.md). Spread into modelConfigs.
import type { ModelConfig } from './harness';
import { statusQueueConfig } from './list-model';

/** The design-card machines of this area: 100% of states and transitions. */
export const CONTRIBUTION_DESIGN_CARD = ['contributionQueue', 'reportDesk', 'reportClasses', 'audienceForm'];

const picked = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const image = picked('现场.png', 'image/png');

const contribution = { id: 1, title: '投稿', content: '内容', name: '市民', phone: '', files: [], status: 0, reason: '', contentId: 0, createTime: 1 };
const report = { id: 1, title: '报料', content: '内容', name: '市民', phone: '', source: '网友报料', classId: 0, className: '', status: 0, deptId: 0, deptName: '', userId: 0, userName: '', createTime: 1, updateTime: 1 };
const options = { departments: [{ id: 3, name: '新闻部' }], users: [{ id: 4, name: '编辑' }], classes: [{ id: 2, parentId: 0, name: '交通', count: 0 }] };

const queue = statusQueueConfig(contribution, '投', '该投稿已处理');

export const contributionModelConfigs: Record<string, ModelConfig> = {
  audienceForm: {
    variants: [
      { name: '投稿', input: { kind: 'contribute', domain: 'demo' } },
      { name: '报料', input: { kind: 'report', domain: 'demo' } },
      { name: '问政', input: { kind: 'question', domain: 'demo' } },
    ],
    outputs: {
      upload: [{ ticket: 'a'.repeat(48), file: { fileId: 7, fileName: '现场.png', fileType: 3, size: 3 } }],
      submit: [{ msg: '提交成功，感谢您的参与' }],
    },
    errors: { upload: [new Error('只能上传图片（JPG、PNG、GIF、WebP）或视频（MP4、MOV、WebM）')], submit: [new Error('提交过于频繁，请稍后再试')] },
    events: {
      'field.change': [
        { name: 'title', value: '标题' },
        { name: 'content', value: '内容' },
        { name: 'name', value: '读者' },
        { name: 'title', value: '' },
      ],
      'files.add': [{ files: [image] }, { files: [image, image] }, { files: [picked('page.svg', 'image/svg+xml')] }],
      'file.remove': [{ fileId: 7 }],
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.kind,
        s.context.values.title !== '',
        s.context.values.content !== '',
        s.context.values.name !== '',
        s.context.attempted,
        Math.min(s.context.files.length, 3),
        s.context.queue.length,
        s.context.ticket !== '',
        s.context.error !== '',
        s.context.notice !== '',
      ]),
  },
  contributionQueue: {
    ...queue,
    // a pass answers with its draft; the other commands with nothing
    outputs: { ...queue.outputs, act: [null, { contentId: 5, type: 1 }] },
    events: {
      ...queue.events,
      'item.view': [{ id: 1 }],
      'contribution.act': [{ command: { kind: 'pass', id: 1 } }, { command: { kind: 'back', id: 1 } }, { command: { kind: 'delete', id: 1 } }],
      'reason.change': [{ value: '不够具体' }, { value: '长'.repeat(201) }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.status, s.context.keyWord, s.context.pageIndex, s.context.rows.length, s.context.viewing, s.context.pending?.kind ?? null, s.context.reason.length, s.context.error !== '']),
  },
  reportDesk: {
    // the empty later page (the step back) doubles the states the filters reach
    limit: 8000,
    variants: [
      { name: '列表', input: {} },
      { name: '消息打开', input: { openId: 1 } },
    ],
    outputs: {
      fetchOptions: [options],
      fetchPage: [{ list: [report], total: 1, pageIndex: 1, pageSize: 10 }, { list: [], total: 1, pageIndex: 2, pageSize: 10 }],
      fetchDetail: [{ ...report, logs: [] }],
      change: [null],
      create: [{ id: 2 }],
      remove: [null],
    },
    errors: {
      fetchOptions: [new Error('网络错误')],
      fetchPage: [new Error('网络错误')],
      fetchDetail: [new Error('报料不存在')],
      change: [new Error('部门不存在')],
      create: [new Error('请填写标题')],
      remove: [new Error('报料不存在')],
    },
    events: {
      'filter.status': [{ status: 1 }],
      'filter.class': [{ classId: 2 }],
      'filter.keyword': [{ keyWord: '灯' }],
      'page.go': [{ pageIndex: 2 }, { pageIndex: 0 }],
      'item.open': [{ id: 1 }],
      'item.delete': [{ id: 1 }],
      'action.open': [{ action: 'dispatch' }, { action: 'finish' }],
      'form.dept': [{ deptId: 3 }],
      'form.user': [{ userId: 4 }],
      'form.note': [{ note: '已修复' }],
      'create.change': [{ field: 'title', value: '热线' }, { field: 'content', value: '井盖丢失' }, { field: 'name', value: '来电人' }],
      'create.class': [{ classId: 2 }],
    },
    // Told apart by what the guards read (the filters' values only change the query).
    serializeState: (s) => {
      const c = s.context;
      const filled = [c.create.title, c.create.content, c.create.name].filter((v) => v !== '').length;
      return JSON.stringify([s.value, c.rows.length, c.pageIndex > 1, c.openId !== null, c.detail !== null, c.form.action, c.form.deptId || c.form.userId ? 1 : 0, c.form.note !== '', filled, c.removing !== null, c.error !== '']);
    },
  },
  reportClasses: {
    outputs: { fetchClasses: [[{ id: 1, parentId: 0, name: '交通', count: 0 }]], save: [null], remove: [null] },
    errors: { fetchClasses: [new Error('网络错误')], save: [new Error('同级已有同名分类')], remove: [new Error('该分类下还有报料，不能删除')] },
    events: {
      'class.add': [{ parentId: 0 }],
      'class.rename': [{ id: 1, name: '交通' }],
      'edit.change': [{ name: '新分类' }, { name: '' }, { name: '长'.repeat(21) }],
      'class.remove': [{ id: 1 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.classes.length, s.context.edit, s.context.removing, s.context.error !== '']),
  },
};
