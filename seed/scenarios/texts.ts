import { LIST_LIMITS } from '../../src/contract/limits';

// Texts for the edge scenario: each field at the longest the contract allows,
// or in Arabic (right to left), Japanese or with emoji.

export const VOICES = ['longest', 'arabic', 'japanese', 'emoji'] as const;
export type Voice = (typeof VOICES)[number];

const SAMPLES: Record<Voice, string> = {
  longest:
    // No comma: the CMS edits lists as text with commas between the items.
    'Brightline Labs ships dependable software with senior teams; Pneumonoultramicroscopicsilicovolcanoconiosis checks that one long word wraps. ',
  arabic: 'نصمم ونبني برمجيات موثوقة تنمو مع أعمالك، من الفكرة الأولى إلى الإطلاق. ',
  japanese: '私たちは、アイデアから本番運用まで、信頼できるソフトウェアを設計・開発します。',
  emoji: '🚀 Ship fast ✨ test often 👩🏽‍💻 pair up 🧪 measure 📈 celebrate 🎉 ',
};

/**
 * `sample` repeated to exactly `length` characters (UTF-16 units, as the
 * contract counts them), never cutting an emoji in half, without spaces at the
 * ends (the contract trims).
 */
export function fill(sample: string, length: number): string {
  let out = '';
  for (const char of sample.repeat(Math.ceil(length / sample.length) + 1)) {
    if (out.length + char.length > length) break;
    out += char;
  }
  out = out.trimEnd();
  return out.padEnd(length, '.');
}

/** A field's text: the limit itself for the longest voice, else about `usual` characters. */
export const say = (voice: Voice, max: number, usual = 60) =>
  fill(SAMPLES[voice], voice === 'longest' ? max : Math.min(max, usual));

/** A list: every item at its longest and as many as allowed, or three items. */
export const sayList = (voice: Voice) =>
  voice === 'longest'
    ? Array.from({ length: LIST_LIMITS.items }, (_, i) =>
        fill(`${i + 1} ${SAMPLES.longest}`, LIST_LIMITS.itemLength),
      )
    : [1, 2, 3].map((i) => `${i} ${say(voice, LIST_LIMITS.itemLength, 20)}`);

/** A path on this site padded with a query to `max` characters. */
export const longUrl = (url: string, max: number) => `${url}?v=`.padEnd(max, 'a');
