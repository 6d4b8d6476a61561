import assert from "node:assert/strict";
import { countWords } from "./word_count.ts";

Deno.test("[word count] spaced scripts by whitespace; Japanese, Chinese and Thai by segmentation", () => {
  assert.equal(countWords("The quick brown fox — jumps!"), 5);
  assert.equal(countWords("Szybki brązowy lis skacze"), 4);
  const ja = countWords(
    "ほくほくのじゃがいもに、甘辛い煮汁がしっかり染みた肉じゃがは、和食の定番のおかずです。",
  );
  assert.ok(ja >= 12, `ja ${ja}`);
  assert.ok(countWords("我们今天去北京大学参观") >= 4);
  assert.ok(countWords("ภาษาไทยเขียนติดกันโดยไม่มีช่องว่าง") >= 5);
  // A few CJK names in an English text do not switch the whole text to segmentation.
  assert.equal(countWords("Our chef 佐藤 cooks ramen every day in Osaka"), 9);
});
