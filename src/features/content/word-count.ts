// The editor's 字数, counted the way Chinese editors count (as Word's 字数统计 does): every Chinese
// character (and Japanese kana, Korean hangul) and every full-width punctuation mark counts one;
// a run of Latin letters or digits (an English word, a number such as 2026 or 3.14) counts one;
// white space, markup and images count nothing.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3001-\u303f\uff01-\uff60\uffe0-\uffee]/u;
const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

/** The number of words of plain text, Chinese characters counted one by one. */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (const ch of text) {
    if (CJK.test(ch)) {
      n++;
      inWord = false;
    } else if (WORD.test(ch)) {
      if (!inWord) n++;
      inWord = true;
    } else if (SPACE.test(ch)) {
      inWord = false;
    }
    // other marks (. , ' - …) neither start nor end a word: "3.14" and "don't" are one each
  }
  return n;
}
