// The forbidden-word matcher (docs/interaction.md): 10,000 words against a 5,000-character comment,
// matched in one pass (services/forbidden-words.ts: normalise, then @monyone/aho-corasick). Target:
// under 1 ms per comment (median), printed as the ratio median / 1 ms; also the cost of normalising
// alone and the one-off build of the automaton. Uses the built server (npm run build first).
//   node bench/forbidden-words.mjs [words=10000] [chars=5000] [runs=300]
import { normalise, WordMatcher } from '../dist-server/server/services/forbidden-words.js';
import { pct, report } from './lib/common.mjs';

const WORDS = Number(process.argv[2] ?? 10000);
const CHARS = Number(process.argv[3] ?? 5000);
const RUNS = Number(process.argv[4] ?? 300);
const TARGET_MS = 1;

// A deterministic generator, so every run measures the same words and text.
let seed = 16;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const HAN = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严';
const pick = (s) => s[Math.floor(rand() * s.length)];
const word = () => Array.from({ length: 3 + Math.floor(rand() * 3) }, () => pick(HAN)).join('');
const words = Array.from({ length: WORDS }, () => word()).map((w) => ({ word: w, norm: normalise(w) }));
// A comment: Chinese text with spaces, punctuation and a few full-width letters; two planted words.
let text = '';
while (text.length < CHARS) text += rand() < 0.1 ? pick('，。 ！？ＡＢｃ') : pick(HAN);
text = words[7].word + text.slice(0, CHARS - 20) + words[4242 % WORDS].word;

let t = performance.now();
const matcher = new WordMatcher(words);
const buildMs = performance.now() - t;
for (let i = 0; i < 30; i++) matcher.find(text);
const times = [];
const normTimes = [];
let found = 0;
for (let i = 0; i < RUNS; i++) {
  t = performance.now();
  normalise(text);
  normTimes.push(performance.now() - t);
  t = performance.now();
  found = matcher.find(text).length;
  times.push(performance.now() - t);
}
const median = pct(times, 50);
console.log(`words ${WORDS}, comment ${text.length} chars: build ${buildMs.toFixed(0)} ms; match median ${median.toFixed(3)} ms, p95 ${pct(times, 95).toFixed(3)} ms (normalising alone ${pct(normTimes, 50).toFixed(3)} ms); ${found} words found`);
report('forbidden-words', [
  { name: 'match median (ms)', value: Math.round(median * 1000) / 1000, baselineValue: TARGET_MS },
  { name: 'match p95 (ms)', value: Math.round(pct(times, 95) * 1000) / 1000, baselineValue: TARGET_MS },
  { name: 'build (ms)', value: Math.round(buildMs) },
]);
