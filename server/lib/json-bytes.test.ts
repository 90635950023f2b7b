import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes.js';

const same = (v: unknown) => expect(jsonBytes(v, 16).equals(Buffer.from(JSON.stringify(v)))).toBe(true);

describe('jsonBytes', () => {
  it('gives the bytes of JSON.stringify for plain data', () => {
    same({ code: 200, msg: '操作成功', data: { list: [], total: 0, revision: 0 } });
    same([1, 'a', null, true, false, 1.5, -0, 1e21, { a: [1, [2, [3, [4]]]] }]);
    same({ s: 'quote " backslash \\ newline \n tab \t control \u0001 lone \ud800 pair 😀 中文' });
    same({ nested: { deeper: { deepest: { leaf: ['x', { y: 1 }] } } } });
    same('just a string');
    same(42);
    same(null);
  });

  it('leaves out what JSON.stringify leaves out, and writes null where it does', () => {
    same({ a: undefined, b: () => 1, c: Symbol('s'), d: 1 });
    same({ list: [undefined, () => 1, Symbol('s'), NaN, Infinity] });
    same({ first: undefined, second: 2 });
  });

  it('calls toJSON like JSON.stringify', () => {
    same({ at: new Date(0), data: { list: [new Date(1), { when: new Date(2) }] } });
  });

  it('writes a day of programme entries (two-byte text over 64 K units) exactly', () => {
    const list = Array.from({ length: 2000 }, (_, i) => ({
      liveTvId: 8,
      livePlayDay: '20261127',
      liveProgramName: `节目 ${i + 1}`,
      liveProgramAddress: 'http://example.com/live.m3u8',
      fileDuration: i / 3,
    }));
    const answer = { code: 200, msg: '操作成功', data: { list, total: list.length, revision: 3 } };
    same(answer);
    expect(JSON.parse(jsonBytes(answer).toString('utf8'))).toEqual(answer);
  });
});
