/**
 * A catalogue code's first match that is no tail of a longer code run into it: a board part's number
 * ("HYC77-TF09-200") holds an overload relay's shape ("TF09-200") without naming one.
 */
export function ownCode(pattern: RegExp, text: string): RegExpExecArray | null {
  for (let from = 0; from < text.length;) {
    const m = pattern.exec(text.slice(from));
    if (!m) return null;
    const start = from + m.index;
    if (!/[A-Za-z]*\d[A-Za-z0-9]*-$/.test(text.slice(Math.max(0, start - 16), start))) {
      m.index = start;
      return m;
    }
    from = start + Math.max(1, m[0].length);
  }
  return null;
}
