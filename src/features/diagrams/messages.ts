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
} as const;
