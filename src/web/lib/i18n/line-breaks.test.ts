import { describe, expect, it } from 'vitest';
import { phrases, wrapsByPhrase } from './line-breaks';

describe('phrases (where Japanese and Chinese lines may break)', () => {
  it('keeps a Japanese word whole and gives the text back when joined', () => {
    const text = 'アセスメントの結果を確認してください';
    const parts = phrases(text, 'ja');
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(1);
    // never "アセスメ / ント": the word is inside one phrase
    expect(parts.some((p) => p.includes('アセスメント'))).toBe(true);
  });

  it('splits Simplified Chinese into phrases', () => {
    const text = '团队冲刺的每周反馈已经完成';
    const parts = phrases(text, 'zh-CN');
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.some((p) => p.includes('完成'))).toBe(true);
  });

  it('never breaks inside a name in Latin letters', () => {
    const text = 'Mia Member 的发展计划';
    const parts = phrases(text, 'zh-CN');
    expect(parts.join('')).toBe(text);
    expect(parts.some((p) => p.includes('Mia Member'))).toBe(true);
    expect(parts.length).toBeGreaterThan(1);
  });

  it('leaves a short chip label and other languages alone', () => {
    expect(phrases('完了', 'ja')).toEqual(['完了']);
    expect(phrases('Team sprint feedback', 'en')).toEqual(['Team sprint feedback']);
    expect(phrases('Weekly feedback', 'ja')).toEqual(['Weekly feedback']);
    expect(wrapsByPhrase('ja')).toBe(true);
    expect(wrapsByPhrase('zh-CN')).toBe(true);
    expect(wrapsByPhrase('de')).toBe(false);
  });
});
