import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databases, suiteServer, type TestServer } from './helpers.js';
import { formCall, jsonCall, makeUser } from './org-support.js';

describe.each(databases)('sign-in by SMS and QR (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  const outbox = () =>
    fs.existsSync(path.join(server.dataDir, 'sms-outbox.jsonl'))
      ? fs
          .readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8')
          .split('\n')
          .slice(0, -1) // complete lines only (the provider may be writing)
          .map((l) => JSON.parse(l) as { mobile: string; code: string; at: number })
      : [];
  /** The provider writes in the background: wait for the line (no fixed delay). */
  async function codeFor(mobile: string, count: number): Promise<string> {
    for (;;) {
      const lines = outbox().filter((l) => l.mobile === mobile);
      if (lines.length >= count) return lines[count - 1].code;
      await new Promise((r) => setImmediate(r));
    }
  }

  suiteServer(kind, async (started, me) => {
    server = started;
    admin = me.token;
    await makeUser(server, admin, { account: 'mobile1', menus: [1, 2], mobile: '13900000001' });
    await makeUser(server, admin, { account: 'mobile2', menus: [1, 2], mobile: '13900000002' });
  });

  const send = (mobile: string, domainName = 'demo') => formCall(server, undefined, '/api/web-basic/sms/manager/login', { domainName, mobile });
  const signIn = (mobile: string, code: string, url = '/api/web-basic/login/back/mobile') => formCall(server, undefined, url, { domainName: 'demo', mobile, code });

  it('sends a code to the outbox, signs in once, refuses a replay and an immediate resend', async () => {
    expect(await send('13900000001')).toMatchObject({ code: 200, msg: '验证码已发送' });
    const code = await codeFor('13900000001', 1);
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox()[0]).toMatchObject({ mobile: '13900000001' });
    expect(typeof outbox()[0].at).toBe('number');
    expect(await send('13900000001')).toMatchObject({ status: 429, msg: '验证码发送过于频繁，请60秒后再试' });

    const ok = await signIn('13900000001', code);
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ webUserName: '用户mobile1', domainName: 'demo' });
    expect((await jsonCall(server, ok.data.token, 'GET', '/api/web-conf/user/manager/my/detail')).data.account).toBe('mobile1');
    expect(await signIn('13900000001', code)).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
    expect(await signIn('13900000001', code, '/api/web-basic/login/web/mobile')).toMatchObject({ status: 400 });
  });

  it('five wrong guesses exhaust a code; the right one then fails alike', async () => {
    await send('13900000002');
    const code = await codeFor('13900000002', 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await signIn('13900000002', wrong, '/api/web-basic/login/web/mobile')).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
    expect(await signIn('13900000002', code, '/api/web-basic/login/web/mobile')).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
  });

  it('an unknown number or domain gets the same answer and no message; a malformed number is refused', async () => {
    const before = outbox().length;
    expect(await send('13900000099')).toMatchObject({ code: 200, msg: '验证码已发送' });
    expect(await send('13900000098', 'nosuchtenant')).toMatchObject({ code: 200, msg: '验证码已发送' });
    expect(await signIn('13900000099', '123456')).toMatchObject({ status: 400, msg: '验证码错误或已失效' });
    expect(await send('1234')).toMatchObject({ status: 400, msg: '请输入正确的手机号' });
    expect(outbox().length).toBe(before);
  });

  it('sends are throttled per address across numbers', async () => {
    let refused: { status: number; msg: string } | undefined;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await send(`1350000${String(i).padStart(4, '0')}`);
      if (res.status !== 200) refused = res;
    }
    expect(refused).toMatchObject({ status: 429, msg: '请求过于频繁，请稍后再试' });
  });

  it('QR: waiting, confirmed once by a signed-in user, then expired; twice or late is refused', async () => {
    const user = (await server.login('demo', 'mobile1', 'Pass_1234')).token;
    const t = await jsonCall(server, undefined, 'GET', '/api/web-basic/login/back/qrcode?domainName=demo');
    expect(t.data).toMatchObject({ expiresIn: 120 });
    const ticket = t.data.ticket as string;
    const poll = () => jsonCall(server, undefined, 'GET', `/api/web-basic/login/back/qrcode?ticket=${encodeURIComponent(ticket)}`);
    expect((await poll()).data).toEqual({ status: 'waiting' });
    expect((await formCall(server, undefined, '/api/web-basic/login/back/qrcode', { ticket })).status).toBe(401);
    expect((await formCall(server, user, '/api/web-basic/login/back/qrcode', { ticket })).code).toBe(200);
    expect(await formCall(server, user, '/api/web-basic/login/back/qrcode', { ticket })).toMatchObject({ status: 409, msg: '二维码已被使用，请刷新' });
    const confirmed = await poll();
    expect(confirmed.data).toMatchObject({ status: 'confirmed', webUserName: '用户mobile1', domainName: 'demo' });
    expect((await jsonCall(server, confirmed.data.token, 'GET', '/api/web-conf/user/manager/my/detail')).data.account).toBe('mobile1');
    expect((await poll()).data).toEqual({ status: 'expired' });

    const late = (await jsonCall(server, undefined, 'GET', '/api/web-basic/login/back/qrcode?domainName=demo')).data.ticket as string;
    await server.app.db.updateTable('qr_tickets').set({ expires_at: Date.now() - 1 }).where('confirmed_at', 'is', null).execute();
    expect(await formCall(server, user, '/api/web-basic/login/back/qrcode', { ticket: late })).toMatchObject({ status: 400, msg: '二维码已失效，请刷新' });
    expect((await jsonCall(server, undefined, 'GET', `/api/web-basic/login/back/qrcode?ticket=${late}`)).data).toEqual({ status: 'expired' });
    expect((await formCall(server, user, '/api/web-basic/login/back/qrcode', { ticket: 'nope' })).status).toBe(400);
    expect((await jsonCall(server, undefined, 'GET', '/api/web-basic/login/back/qrcode?domainName=nosuch')).status).toBe(400);
    expect((await jsonCall(server, undefined, 'GET', '/api/web-basic/login/back/qrcode')).status).toBe(400);
  });

  it('account sign-in on the web answers like login/back/remix', async () => {
    const res = await formCall(server, undefined, '/api/web-basic/login/web/account', { domainName: 'demo', account: 'mobile1', password: 'Pass_1234' });
    expect(res.data).toMatchObject({ webUserName: '用户mobile1' });
    expect(await formCall(server, undefined, '/api/web-basic/login/web/account', { domainName: 'demo', account: 'mobile1', password: 'wrong' })).toMatchObject({
      status: 400,
      msg: '账号或密码错误',
    });
  });
});
