/**
 * A text rewritten for matching that remembers, for each of its UTF-16 units, which units of the
 * original text it came from, so a match in the rewritten text is a span of the original.
 */
export interface MappedText {
  text: string;
  /** `start[i]`..`end[i]`: the original units that unit `i` of `text` came from. */
  start: number[];
  end: number[];
}

export function mapped(text: string): MappedText {
  const start = Array.from({ length: text.length }, (_, i) => i);
  return { text, start, end: start.map((i) => i + 1) };
}

class Builder {
  text = '';
  start: number[] = [];
  end: number[] = [];

  /** Appends `piece`, every unit of it coming from original units `from`..`to`. */
  push(piece: string, from: number, to: number) {
    this.text += piece;
    for (let i = 0; i < piece.length; i++) {
      this.start.push(from);
      this.end.push(to);
    }
  }

  /** Appends units `from`..`to` of `source` unchanged. */
  copy(source: MappedText, from: number, to: number) {
    this.text += source.text.slice(from, to);
    for (let i = from; i < to; i++) {
      this.start.push(source.start[i]);
      this.end.push(source.end[i]);
    }
  }

  done(): MappedText {
    return { text: this.text, start: this.start, end: this.end };
  }
}

/** Rewrites each code point of `source` with `rewrite` (which may return '' or several units). */
export function mapCodePoints(source: MappedText, rewrite: (codePoint: string) => string): MappedText {
  const out = new Builder();
  let i = 0;
  for (const codePoint of source.text) {
    const next = i + codePoint.length;
    const replacement = rewrite(codePoint);
    if (replacement === codePoint) out.copy(source, i, next);
    else {
      const span = originalSpan(source, i, next);
      out.push(replacement, span.start, span.end);
    }
    i = next;
  }
  return out.done();
}

/** Replaces every match of the global `pattern`; a replaced match maps to all the units it covered. */
export function replaceMapped(
  source: MappedText,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string,
): MappedText {
  const out = new Builder();
  let last = 0;
  for (const match of source.text.matchAll(pattern)) {
    const from = match.index;
    const to = from + match[0].length;
    if (to === from) continue;
    const replacement = replace(match as RegExpExecArray);
    if (replacement === match[0]) continue;
    out.copy(source, last, from);
    const span = originalSpan(source, from, to);
    out.push(replacement, span.start, span.end);
    last = to;
  }
  out.copy(source, last, source.text.length);
  return out.done();
}

/** The original span of units `from`..`to` of `source`. */
export function originalSpan(source: MappedText, from: number, to: number): { start: number; end: number } {
  let start = source.start[from];
  let end = source.end[to - 1];
  for (let i = from; i < to; i++) {
    start = Math.min(start, source.start[i]);
    end = Math.max(end, source.end[i]);
  }
  return { start, end };
}
