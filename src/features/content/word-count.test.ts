import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.js';

describe('字数', () => {
  it('counts each Chinese character and full-width punctuation mark, and each Latin word or number once', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n ')).toBe(0);
    expect(countWords('新闻')).toBe(2);
    expect(countWords('今天，天气很好。')).toBe(8);
    expect(countWords('Hello world')).toBe(2);
    expect(countWords('2026 年 CCTV 发布了 3.14 版')).toBe(1 + 1 + 1 + 3 + 1 + 1);
    expect(countWords("don't stop")).toBe(2);
    expect(countWords('第一段\n\n第二段')).toBe(6);
    expect(countWords('记者　张三')).toBe(4);
  });
});
