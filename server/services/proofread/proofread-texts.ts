// The reasons the proofreading engines give with their suggestions (one place): the built-in
// rules' (rules.ts) and the vendor adapters' (kdxf.ts, xhzy.ts). The console shows them as the
// server answers them and writes none itself.
import { PROOF_ENGINE_NAMES } from '../../../shared/text-checks.js';

export const PROOFREAD_TEXTS = {
  // built-in rules
  halfWidth: '中文中使用了半角标点',
  doubledChar: (ch: string) => `“${ch}”字重复`,
  doubledWord: (word: string) => `“${word}”重复`,
  unpaired: (ch: string, other: string) => `“${ch}”没有对应的“${other}”，请删除或补上`,
  quotesUnpaired: '引号不成对',
  deAfterVerb: '动词后接程度补语应用“得”',
  diBeforeVerb: '修饰动词的状语后应用“地”',
  zaiForPlace: '表示处所、时间应用“在”',
  commonMistake: (right: string) => `常见错误：应为“${right}”`,
  ownDictionary: (right: string) => `本单位纠错词典：应为“${right}”`,
  // 科大讯飞: its kinds of error, and an entry of another kind
  kdxfKinds: {
    char: '错别字', word: '词语错误', redund: '多字', miss: '少字', order: '语序不当', dapei: '搭配不当', punc: '标点错误', idm: '成语错误',
    org: '机构名称', leader: '领导人职务', pol: '政治术语', number: '数字错误', addr: '地名错误', name: '人名错误', black_list: '禁用词', grammar_pc: '语法错误',
  } as Readonly<Record<string, string>>,
  kdxfOther: '文本纠错',
  // 新华智云: an entry with its type, or without
  xhzyKind: (type: string) => `${PROOF_ENGINE_NAMES.xhzy}：${type}`,
  xhzyOther: `${PROOF_ENGINE_NAMES.xhzy}纠错`,
} as const;
