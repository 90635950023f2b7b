import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SessionUser } from '../../shared/api.js';
import { SMS_TEXTS, smsLoginMachine } from './sms-login.machine.js';

const user: SessionUser = { token: 'tok', webUserId: 2, webTenId: 1, webUserName: '张三', webUserAvatar: '', domainName: 'demo' };

type Sent = { domainName: string; mobile: string };
type Attempt = Sent & { code: string };

function start(login: (i: Attempt) => Promise<SessionUser> = async () => user) {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const machine = smsLoginMachine.provide({
    actors: {
      sendCode: fromPromise<unknown, Sent>(async ({ input }) => {
        sent.push(input.mobile);
        return null;
      }),
      login: fromPromise<SessionUser, Attempt>(({ input }) => login(input)),
    },
    actions: { notify: () => {} },
  });
  const actor = createActor(machine, { input: { domainName: 'demo' }, clock }).start();
  return { actor, clock, sent };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('smsLogin', () => {
  it('refuses to send to a malformed number with the spec text', () => {
    const { actor, sent } = start();
    actor.send({ type: 'mobile.change', value: '12345' });
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().context.error).toBe('请输入正确的手机号');
    expect(sent).toEqual([]);
  });

  it('sends, counts 60 seconds down before a resend, and lets a code expire after 5 minutes', async () => {
    const { actor, clock, sent } = start();
    actor.send({ type: 'mobile.change', value: '13800138000' });
    actor.send({ type: 'code.send' });
    await tick();
    expect(sent).toEqual(['13800138000']);
    expect(actor.getSnapshot().matches({ sender: 'cooling', form: { hasCode: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
    for (let s = 0; s < 59; s += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ sender: 'ready' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(true);
    clock.increment(240_000);
    expect(actor.getSnapshot().matches({ form: 'codeExpired' })).toBe(true);
    actor.send({ type: 'code.send' });
    await tick();
    expect(actor.getSnapshot().matches({ form: { hasCode: 'editing' } })).toBe(true);
    clock.increment(300_000);
    expect(actor.getSnapshot().matches({ form: 'codeExpired' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(SMS_TEXTS.codeExpired);
  });

  it('signs in with a 6-digit code and emits the session user; a wrong code comes back with the server text', async () => {
    let tries = 0;
    const { actor } = start(async ({ code }) => {
      tries += 1;
      if (code !== '654321') throw new Error('验证码错误或已失效');
      return user;
    });
    const signedIn: SessionUser[] = [];
    actor.on('signedIn', (e) => signedIn.push(e.user));
    actor.send({ type: 'mobile.change', value: '13800138000' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe(SMS_TEXTS.codeMissing);
    actor.send({ type: 'code.send' });
    await tick();
    actor.send({ type: 'code.change', value: '12' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe(SMS_TEXTS.codeRequired);
    actor.send({ type: 'code.change', value: '111111' });
    actor.send({ type: 'login.submit' });
    await tick();
    expect(actor.getSnapshot().context.error).toBe('验证码错误或已失效');
    actor.send({ type: 'code.change', value: '654321' });
    actor.send({ type: 'login.submit' });
    await tick();
    expect(tries).toBe(2);
    expect(actor.getSnapshot().matches({ form: 'signedIn' })).toBe(true);
    expect(signedIn).toEqual([user]);
  });
});
