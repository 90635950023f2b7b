// The built-in engine's rules (docs/proofreading.md "Built-in rules"), each a pure function of the
// text answering suggestions. Deliberately simple and predictable: they flag what is almost always
// a mistake in news copy and leave doubtful cases alone.
import type { TextSuggestion } from './engine.js';
import { PROOFREAD_TEXTS as T } from './proofread-texts.js';

const HAN = /\p{Script=Han}/u;
const isHan = (ch: string | undefined) => !!ch && HAN.test(ch);

/** Half-width punctuation written right after a Chinese character → its full-width form. */
const FULL_WIDTH: Record<string, string> = { ',': '，', ';': '；', ':': '：', '?': '？', '!': '！', '(': '（', ')': '）' };

export function mixedPunctuation(text: string): TextSuggestion[] {
  const out: TextSuggestion[] = [];
  for (let i = 1; i < text.length; i++) {
    const ch = text[i];
    // a full stop after Chinese, unless a number or a name goes on (3.5, www.x)
    const full = FULL_WIDTH[ch] ?? (ch === '.' && !/[0-9A-Za-z.]/.test(text[i + 1] ?? '') ? '。' : undefined);
    if (!full || !isHan(text[i - 1])) continue;
    out.push({ start: i, end: i + 1, text: ch, replacement: full, reason: T.halfWidth });
  }
  return out;
}

/** Characters that never stand twice in a row in Chinese prose (的的, 了了 is left: 不了了之). */
const NEVER_DOUBLED = new Set([...'的地得和与及把被从向而并也就都但将于之以这那我你他她它们有要']);

/** 的的 → 的 (not inside an AABB form such as 实实在在), and a repeated word 我们我们 → 我们. */
export function repeats(text: string): TextSuggestion[] {
  const out: TextSuggestion[] = [];
  for (let i = 1; i < text.length; i++) {
    const ch = text[i];
    if (ch !== text[i - 1] || !NEVER_DOUBLED.has(ch)) continue;
    if ((text[i - 2] !== undefined && text[i - 2] === text[i - 3]) || (text[i + 1] !== undefined && text[i + 1] === text[i + 2])) continue;
    out.push({ start: i - 1, end: i + 1, text: ch + ch, replacement: ch, reason: T.doubledChar(ch) });
  }
  // a word of 2–4 Chinese characters written twice in a row (not one character repeated, not a verb's
  // reduplication such as 研究研究, which REDUPLICATED lists)
  for (const m of text.matchAll(/(\p{Script=Han}{2,4})\1/gu)) {
    const word = m[1];
    if (new Set(word).size === 1 || REDUPLICATED.has(word)) continue;
    out.push({ start: m.index!, end: m.index! + word.length * 2, text: word + word, replacement: word, reason: T.doubledWord(word) });
  }
  return out;
}

/** Verbs and adjectives whose doubling is correct Chinese (研究研究, 高兴高兴). */
const REDUPLICATED = new Set(
  '研究 讨论 考虑 商量 学习 休息 打听 收拾 活动 锻炼 整理 了解 交流 琢磨 溜达 打扫 认识 介绍 检查 准备 体验 感受 享受 欣赏 放松 清理 调查 分析 思考 练习 尝试 总结 合计 念叨 指点 照顾 教育 开导 参谋 帮助 表扬 庆祝 热闹 高兴 暖和 凉快 舒服 轻松 清醒 明白 干净 痛快 亮堂 比划 议论 打量 安慰 鼓励 活络 沟通'.split(' '),
);

const PAIRS: Record<string, string> = { '（': '）', '(': ')', '【': '】', '[': ']', '《': '》', '「': '」', '『': '』', '“': '”', '‘': '’', '{': '}' };
const CLOSERS = new Map(Object.entries(PAIRS).map(([o, c]) => [c, o]));

/** Brackets and curly quotes that do not pair up within a paragraph; straight double quotes of odd count. */
export function unbalanced(text: string): TextSuggestion[] {
  const out: TextSuggestion[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const stack: { ch: string; at: number }[] = [];
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (PAIRS[ch]) stack.push({ ch, at: start + i });
      else if (CLOSERS.has(ch)) {
        const open = CLOSERS.get(ch)!;
        const idx = stack.map((s) => s.ch).lastIndexOf(open);
        if (idx < 0) out.push({ start: start + i, end: start + i + 1, text: ch, replacement: '', reason: T.unpaired(ch, open) });
        else stack.splice(idx);
      }
    }
    for (const s of stack) out.push({ start: s.at, end: s.at + 1, text: s.ch, replacement: '', reason: T.unpaired(s.ch, PAIRS[s.ch]) });
    const straight = [...line.matchAll(/"/g)];
    if (straight.length % 2 === 1) {
      const last = straight[straight.length - 1].index!;
      out.push({ start: start + last, end: start + last + 1, text: '"', replacement: '', reason: T.quotesUnpaired });
    }
    start += line.length + 1;
  }
  return out;
}

/** A fixed wrong form → its right form everywhere (misspelt idioms and words). */
const FIXED: [string, string][] = [
  ['再接再励', '再接再厉'], ['按步就班', '按部就班'], ['迫不急待', '迫不及待'], ['一愁莫展', '一筹莫展'], ['不径而走', '不胫而走'],
  ['谈笑风声', '谈笑风生'], ['默守成规', '墨守成规'], ['甘败下风', '甘拜下风'], ['声名雀起', '声名鹊起'], ['出奇不意', '出其不意'],
  ['美仑美奂', '美轮美奂'], ['走头无路', '走投无路'], ['直接了当', '直截了当'], ['一股作气', '一鼓作气'], ['穿流不息', '川流不息'],
  ['记忆尤新', '记忆犹新'], ['原形必露', '原形毕露'], ['金榜提名', '金榜题名'], ['再所难免', '在所难免'], ['重蹈复辙', '重蹈覆辙'],
  ['天翻地复', '天翻地覆'], ['松驰', '松弛'], ['寒喧', '寒暄'], ['安祥', '安详'], ['震憾', '震撼'], ['精萃', '精粹'], ['既使', '即使'],
  ['正再', '正在'], ['现再', '现在'], ['实再', '实在'], ['存再', '存在'], ['再于', '在于'], ['再座', '在座'],
  ['一在', '一再'], ['在接再厉', '再接再厉'], ['在见', '再见'], ['在三', '再三'], ['在度', '再度'], ['不在是', '不再是'],
];

/** 再 before a place or a time where 在 is meant (再会上 → 在会上). */
const ZAI_PLACES = '这里|那里|家里|会上|现场|此次|其中|当地|全国|全市|全省|基层|一线|线上|线下|此前|此期间|期间';
/** Verbs that take a degree complement with 得 (跑的很快 → 跑得很快). */
const DE_VERBS = '跑|走|说|做|写|干|学|唱|跳|看|听|想|长|变|活|吃|睡|笑|哭|忙|办|搞|讲|开|来|过|演|打|卖|涨|跌|增长|发展|完成|进行|推进|落实|表现|准备|布置|处理';
const DE_DEGREE = '很|非常|十分|特别|极其|太|越来越|格外|相当|更加|不错|不好|好极了';
/** Adverbial words that modify a following verb with 地 (积极的推进 → 积极地推进). */
const DI_ADVERBS = '认真|努力|积极|迅速|热情|仔细|深入|全面|不断|逐步|顺利|主动|稳步|大力|有效|切实|扎实|广泛|充分|耐心|彻底|坚决|严格|科学|合理|持续|快速|平稳|有序|高效|慢慢|渐渐|悄悄|默默|静静|轻轻|紧紧|牢牢|深深|高高兴兴|认认真真|扎扎实实';
const DI_VERBS = '推进|开展|落实|学习|工作|发展|完成|进行|实施|解决|处理|提高|提升|加强|宣传|参与|配合|支持|回答|表示|指出|介绍|增长|运行|实现|推动|建设|保障|服务|说|做|走|跑|看|笑|听|想';

const pattern = (re: RegExp, reason: string, fix: (m: RegExpMatchArray) => { at: number; text: string; replacement: string }) => (text: string) =>
  [...text.matchAll(re)].map((m) => {
    const f = fix(m);
    return { start: m.index! + f.at, end: m.index! + f.at + f.text.length, text: f.text, replacement: f.replacement, reason };
  });

const CONTEXT_RULES = [
  pattern(new RegExp(`(?:${DE_VERBS})的(?=${DE_DEGREE})`, 'gu'), T.deAfterVerb, (m) => ({ at: m[0].length - 1, text: '的', replacement: '得' })),
  pattern(new RegExp(`(?:${DI_ADVERBS})的(?=${DI_VERBS})`, 'gu'), T.diBeforeVerb, (m) => ({ at: m[0].length - 1, text: '的', replacement: '地' })),
  pattern(new RegExp(`再(?=${ZAI_PLACES})`, 'gu'), T.zaiForPlace, () => ({ at: 0, text: '再', replacement: '在' })),
];

/** Common confusions: the fixed list, 的/地/得 and 在/再 in the contexts above. */
export function confusions(text: string): TextSuggestion[] {
  const out: TextSuggestion[] = [];
  for (const [wrong, right] of FIXED) {
    for (let i = text.indexOf(wrong); i >= 0; i = text.indexOf(wrong, i + wrong.length)) out.push({ start: i, end: i + wrong.length, text: wrong, replacement: right, reason: T.commonMistake(right) });
  }
  for (const rule of CONTEXT_RULES) out.push(...rule(text));
  return out;
}

/** The tenant's own dictionary: every occurrence of an entry's wrong form. */
export function dictionary(text: string, entries: readonly { wrong: string; correct: string; note: string }[]): TextSuggestion[] {
  const out: TextSuggestion[] = [];
  for (const e of entries) {
    if (!e.wrong) continue;
    for (let i = text.indexOf(e.wrong); i >= 0; i = text.indexOf(e.wrong, i + e.wrong.length)) {
      out.push({ start: i, end: i + e.wrong.length, text: e.wrong, replacement: e.correct, reason: e.note || T.ownDictionary(e.correct) });
    }
  }
  return out;
}
