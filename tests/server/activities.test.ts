import { describe, expect, it } from 'vitest';
import { drawWinners, participantsHashOf } from '../../shared/lottery-draw.js';
import { nodeHashes } from '../../server/services/activity-draw.js';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { jsonCall, makeUser } from './org-support.js';

const A = '/api/web-operate/activity';
const people = (n: number, prefix = 'P') => Array.from({ length: n }, (_, i) => ({ code: `${prefix}${String(i + 1).padStart(3, '0')}`, name: `参与者${i + 1}` }));

describe.each(databases)('lucky-draw activities (%s)', (kind) => {
  const server = suiteStart(kind);
  const admin = suiteLogin(server);
  const other = suiteOtherTenant(server, 'other', '另一租户');

  const save = (token: string, body: unknown) => jsonCall(server, token, 'POST', `${A}/save`, body);
  const draw = (token: string, body: unknown) => jsonCall(server, token, 'POST', `${A}/draw`, body);

  it('checks what is saved and names the field in Chinese', async () => {
    const base = { kind: 'lottery', name: '年会抽奖', prizes: [{ name: '一等奖', stock: 1 }], participants: people(3) };
    expect(await save(admin.token, { ...base, name: '  ' })).toMatchObject({ status: 400, msg: '请输入活动名称' });
    expect(await save(admin.token, { ...base, prizes: [] })).toMatchObject({ status: 400, msg: '请至少添加一个奖品' });
    expect(await save(admin.token, { ...base, participants: [] })).toMatchObject({ status: 400, msg: '请至少添加一名参与者' });
    expect(await save(admin.token, { ...base, participants: [{ code: 'A' }, { code: 'A' }] })).toMatchObject({ status: 400, msg: '参与者编号重复：A' });
    expect(await save(admin.token, { ...base, kind: 'invoice', participants: [{ code: '12' }] })).toMatchObject({ status: 400, msg: '发票号码格式不正确：12（应为 8–20 位数字或字母）' });
    expect((await save(admin.token, { ...base, prizes: [{ name: '一等奖', stock: 0 }] })).status).toBe(400);
    expect((await save(admin.token, { ...base, prizes: [{ name: '一等奖', stock: 1e9 }] })).status).toBe(400);
    expect((await jsonCall(server, admin.token, 'GET', `${A}/page`)).data.total).toBe(0);
  });

  it('creates, edits, lists and details an activity; other tenants see 404', async () => {
    const created = await save(admin.token, { kind: 'lottery', name: '年会抽奖', description: '<b>年会</b>', prizes: [{ name: '一等奖', stock: 1 }, { name: '二等奖', stock: 2 }], participants: people(5) });
    expect(created).toMatchObject({ code: 200, msg: '保存成功' });
    const id = created.data.id;
    expect((await save(admin.token, { id, kind: 'lottery', name: '年会抽奖（改）', prizes: [{ name: '一等奖', stock: 2 }], participants: people(6) })).code).toBe(200);
    const d = (await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).data;
    expect(d).toMatchObject({ name: '年会抽奖（改）', participantCount: 6, prizeCount: 1, stockTotal: 2, remainingTotal: 2, winnerCount: 0, drawCount: 0 });
    expect(d.participants).toHaveLength(6);
    const page = (await jsonCall(server, admin.token, 'GET', `${A}/page?keyword=年会`)).data;
    expect(page.list.map((a: { id: number }) => a.id)).toContain(id);
    // Another tenant: nothing to see, nothing to change.
    expect((await jsonCall(server, other.token, 'GET', `${A}/page`)).data.total).toBe(0);
    expect((await jsonCall(server, other.token, 'GET', `${A}/detail?id=${id}`)).status).toBe(404);
    expect((await save(other.token, { id, kind: 'lottery', name: 'x', prizes: [{ name: '奖', stock: 1 }], participants: people(1) })).status).toBe(404);
    expect((await draw(other.token, { activityId: id, prizeId: d.prizes[0].id, count: 1 })).status).toBe(404);
    expect((await jsonCall(server, other.token, 'GET', `${A}/winners?activityId=${id}`)).status).toBe(404);
    expect((await jsonCall(server, other.token, 'POST', `${A}/delete`, { id })).status).toBe(404);
    expect((await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).data.name).toBe('年会抽奖（改）');
  });

  it('draws fairly and records a draw anyone can re-check; refuses past stock and edits after a draw', async () => {
    const id = (await save(admin.token, { kind: 'lottery', name: '开奖测试', prizes: [{ name: '一等奖', stock: 2 }, { name: '二等奖', stock: 5 }], participants: people(6) })).data.id;
    const [first, second] = (await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).data.prizes;
    expect(await draw(admin.token, { activityId: id, prizeId: first.id, count: 3 })).toMatchObject({ status: 409, msg: '奖品库存不足' });
    const r = await draw(admin.token, { activityId: id, prizeId: first.id, count: 2 });
    expect(r).toMatchObject({ code: 200, msg: '开奖成功' });
    const rec = r.data;
    expect(rec.result).toHaveLength(2);
    expect(rec.participants).toEqual(people(6).map((p) => p.code));
    // Re-check with nothing but the record.
    expect(nodeHashes.sha256Hex(rec.seed)).toBe(rec.commitment);
    expect(participantsHashOf(nodeHashes, rec.participants)).toBe(rec.participantsHash);
    expect(drawWinners(nodeHashes, rec.seed, rec.participants, rec.count)).toEqual(rec.result);
    expect((await jsonCall(server, admin.token, 'GET', `${A}/draw/verify?id=${rec.id}`)).data).toMatchObject({ ok: true, winnersMatch: true });
    expect(await draw(admin.token, { activityId: id, prizeId: first.id, count: 1 })).toMatchObject({ status: 409, msg: '奖品库存不足' });
    // Winners are out of the next draw's pool.
    const r2 = (await draw(admin.token, { activityId: id, prizeId: second.id, count: 4 })).data;
    expect(r2.participants).toHaveLength(4);
    expect(r2.participants.some((c: string) => rec.result.includes(c))).toBe(false);
    expect(await draw(admin.token, { activityId: id, prizeId: second.id, count: 1 })).toMatchObject({ status: 409, msg: '没有可抽取的参与者（每人最多中奖一次）' });
    // The refused draw wrote nothing: stock of the second prize is 1 and the counter is 2.
    const d = (await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).data;
    expect(d.prizes[1].remaining).toBe(1);
    expect(d).toMatchObject({ drawCount: 2, winnerCount: 6 });
    const winners = (await jsonCall(server, admin.token, 'GET', `${A}/winners?activityId=${id}`)).data;
    expect(winners.list.map((w: { code: string }) => w.code)).toEqual([...rec.result, ...r2.result]);
    const draws = (await jsonCall(server, admin.token, 'GET', `${A}/draws?activityId=${id}`)).data;
    expect(draws.map((x: { id: number }) => x.id)).toEqual([rec.id, r2.id]);
    expect(await save(admin.token, { id, kind: 'lottery', name: '改名', prizes: [{ name: '一等奖', stock: 9 }], participants: people(6) })).toMatchObject({ status: 409, msg: '活动已开奖，奖品和参与者不能再修改' });
    const csv = await server.call(admin.token, { method: 'GET', url: `${A}/winners/export?activityId=${id}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('序号,奖品,编号,姓名,开奖记录,中奖时间');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(rec.result[0]);
    expect((await jsonCall(server, admin.token, 'POST', `${A}/delete`, { id })).code).toBe(200);
    expect((await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).status).toBe(404);
    expect((await jsonCall(server, admin.token, 'GET', `${A}/draw/verify?id=${rec.id}`)).status).toBe(404);
  });

  it('never oversells a prize nor draws anyone twice under concurrent draws', async () => {
    const id = (await save(admin.token, { kind: 'invoice', name: '发票抽奖', prizes: [{ name: '购物卡', stock: 3 }, { name: '红包', stock: 4 }], participants: people(8, 'FP2026000') })).data.id;
    const [card, packet] = (await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).data.prizes;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => draw(admin.token, { activityId: id, prizeId: card.id, count: 1 })),
      ...Array.from({ length: 8 }, () => draw(admin.token, { activityId: id, prizeId: packet.id, count: 1 })),
    ]);
    const okCard = answers.slice(0, 8).filter((a) => a.code === 200);
    const okPacket = answers.slice(8).filter((a) => a.code === 200);
    expect(okCard).toHaveLength(3);
    expect(okPacket).toHaveLength(4);
    for (const a of answers.filter((x) => x.code !== 200)) expect(a).toMatchObject({ status: 409, msg: '奖品库存不足' });
    const d = (await jsonCall(server, admin.token, 'GET', `${A}/detail?id=${id}`)).data;
    expect(d.prizes.map((p: { remaining: number }) => p.remaining)).toEqual([0, 0]);
    const winners = (await jsonCall(server, admin.token, 'GET', `${A}/winners?activityId=${id}&pageSize=100`)).data.list;
    expect(winners).toHaveLength(7);
    expect(new Set(winners.map((w: { code: string }) => w.code)).size).toBe(7);
    const draws = (await jsonCall(server, admin.token, 'GET', `${A}/draws?activityId=${id}`)).data;
    expect(draws.map((x: { seq: number }) => x.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const x of draws) expect((await jsonCall(server, admin.token, 'GET', `${A}/draw/verify?id=${x.id}`)).data.ok).toBe(true);
  });

  it('needs the activity rights', async () => {
    await makeUser(server, admin.token, { account: 'nodraw', menus: [1] });
    const token = (await server.login('demo', 'nodraw', 'Pass_1234')).token;
    expect((await jsonCall(server, token, 'GET', `${A}/page`)).status).toBe(403);
    expect((await draw(token, { activityId: 1, prizeId: 1, count: 1 })).status).toBe(403);
  });
});
