// Texts of the statechart review page (menu 250).
export const diagramMessages = {
  title: '状态图评审',
  intro: '控制台的每个状态机（src/machines）：状态、事件、守卫与延时，以及由机器定义生成的状态图。',
  filter: '筛选状态机',
  loading: '正在加载状态机…',
  rendering: '正在绘制状态图…',
  renderFailed: '状态图绘制失败',
  states: '状态',
  events: '事件',
  guards: '守卫',
  delays: '延时',
  none: '无',
  source: 'Mermaid 源文本',
  file: '定义文件',
  empty: '没有匹配的状态机',
  noCoverage: '尚无生成路径覆盖数据（运行 npm run test:unit 生成）',
  coverage: (sr: number, st: number, sp: number, tr: number, tt: number, tp: number) =>
    `生成路径覆盖：状态 ${sr}/${st}（${sp}%），转换 ${tr}/${tt}（${tp}%）`,
  prevStep: '上一步',
  nextStep: '下一步',
  stepOf: (i: number, n: number) => `第 ${i}/${n} 步`,
} as const;
