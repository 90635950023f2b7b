// The model configuration a status/keyword queue shares (src/machines/lib/list.ts): one row on a
// page of 10 and a later page that came back empty (the list steps back), a load that fails, a command that is refused, and the filter and page events (page
// 0 is refused). A queue's entry spreads it and adds its own events.
export function statusQueueConfig(row: unknown, keyWord: string, refusal: string) {
  return {
    input: {},
    outputs: { fetchPage: [{ list: [row], total: 1, pageIndex: 1, pageSize: 10 }, { list: [], total: 1, pageIndex: 2, pageSize: 10 }], act: [null] },
    errors: { fetchPage: [new Error('网络错误')], act: [new Error(refusal)] },
    events: { 'filter.status': [{ status: 1 }], 'filter.keyword': [{ keyWord }], 'page.go': [{ pageIndex: 2 }, { pageIndex: 0 }] },
  };
}
