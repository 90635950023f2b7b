// The built-in proofreading engine's rules, one by one, and the engine over a tenant dictionary.
import { describe, expect, it } from 'vitest';
import { builtinSuggestions } from './builtin.js';
import { confusions, dictionary, mixedPunctuation, repeats, unbalanced } from './rules.js';
import { applyAll, applySuggestion } from '../../../shared/text-checks.js';
import { htmlText } from '../../../shared/html-text.js';

const fixes = (list: { text: string; replacement: string }[]) => list.map((s) => `${s.text}→${s.replacement}`);

describe('built-in proofreading rules', () => {
  it('mixed punctuation: half-width after Chinese becomes full-width; numbers, addresses and English are left', () => {
    expect(fixes(mixedPunctuation('今天,我们来了!真的吗?是的.'))).toEqual([',→，', '!→！', '?→？', '.→。']);
    expect(mixedPunctuation('增长3.5%,达到www.example.com')).toHaveLength(0);
    expect(mixedPunctuation('Hello, world. OK!')).toHaveLength(0);
    expect(fixes(mixedPunctuation('会议(扩大)召开'))).toEqual(['(→（', ')→）']);
  });

  it('repeats: 的的 and 我们我们, not 实实在在, 研究研究 or 哈哈哈哈', () => {
    expect(fixes(repeats('这是我的的书'))).toEqual(['的的→的']);
    expect(fixes(repeats('我们我们一起去'))).toEqual(['我们我们→我们']);
    expect(repeats('实实在在地工作')).toHaveLength(0);
    expect(repeats('大家研究研究')).toHaveLength(0);
    expect(repeats('哈哈哈哈')).toHaveLength(0);
    expect(repeats('不了了之')).toHaveLength(0);
  });

  it('unbalanced brackets and quotes, per paragraph', () => {
    expect(unbalanced('（一）正常《书名》“引语”')).toHaveLength(0);
    const open = unbalanced('他说（这件事');
    expect(open).toEqual([{ start: 2, end: 3, text: '（', replacement: '', reason: '“（”没有对应的“）”，请删除或补上' }]);
    expect(fixes(unbalanced('结束了》'))).toEqual(['》→']);
    expect(fixes(unbalanced('他说"好'))).toEqual(['"→']);
    expect(unbalanced('“第一段\n第二段”')).toHaveLength(2);
  });

  it('confusions: fixed forms, 的/地/得 and 在/再 in their simple contexts', () => {
    expect(fixes(confusions('大家再接再励，迫不急待'))).toEqual(['再接再励→再接再厉', '迫不急待→迫不及待']);
    expect(fixes(confusions('他跑的很快'))).toEqual(['的→得']);
    expect(fixes(confusions('积极的推进改革'))).toEqual(['的→地']);
    expect(fixes(confusions('再会上发言'))).toEqual(['再→在']);
    expect(fixes(confusions('他正再开会，不在是孩子'))).toEqual(['正再→正在', '不在是→不再是']);
    // left alone: a noun phrase, and 在 before a place
    expect(confusions('积极的态度；在会上发言；快的很多')).toHaveLength(0);
  });

  it('the tenant dictionary, with its note as the reason', () => {
    expect(dictionary('本台记者报道：融媒中心', [{ wrong: '融媒中心', correct: '融媒体中心', note: '' }])).toEqual([
      { start: 7, end: 11, text: '融媒中心', replacement: '融媒体中心', reason: '本单位纠错词典：应为“融媒体中心”' },
    ]);
  });

  it('the engine: dictionary first, no overlaps, in text order; applying them gives the fixed text', () => {
    const text = '我们我们积极的推进工作,成果显著';
    const list = builtinSuggestions(text, [{ wrong: '成果显著', correct: '成效显著', note: '本台用语' }]);
    expect(list.map((s) => s.start)).toEqual([...list.map((s) => s.start)].sort((a, b) => a - b));
    expect(applyAll(text, list)).toBe('我们积极地推进工作，成效显著');
    expect(applySuggestion('改过了', list[0])).toBeNull();
  });

  it('maps an HTML body: text between tags, entities decoded, a break between blocks', () => {
    const m = htmlText('<p>A&amp;B</p><p>的的</p>');
    expect(m.text).toBe('A&B\n的的\n');
    expect(m.from[1]).toBe(4);
    expect(m.to[1]).toBe(9);
  });
});
