// Texts of the 流程图 page (帮助 → 流程图, menu 250); the machines' own names are in ./machine-texts.ts.
export const diagramMessages = {
  title: '流程图',
  intro: '下图由该流程的状态机定义（src/machines）直接生成：每个状态上方是中文名称，下方小字是它在定义中的名字；连线上是触发转换的事件。',
  filter: '筛选流程（名称、说明或英文名）',
  loading: '正在加载流程…',
  rendering: '正在绘制状态图…',
  renderFailed: '状态图绘制失败',
  states: '状态',
  events: '事件',
  guards: '守卫',
  delays: '延时',
  none: '无',
  source: 'Mermaid 源文本',
  file: '定义文件',
  empty: '没有匹配的流程',
  noCoverage: '尚无生成路径覆盖数据（运行 npm run test:unit 生成）',
  coverage: (sr: number, st: number, sp: number, tr: number, tt: number, tp: number) =>
    `生成路径覆盖：状态 ${sr}/${st}（${sp}%），转换 ${tr}/${tt}（${tp}%）`,
  prevStep: '上一步',
  nextStep: '下一步',
  stepOf: (i: number, n: number) => `第 ${i}/${n} 步`,
} as const;
