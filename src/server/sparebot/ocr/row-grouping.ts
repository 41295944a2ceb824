import type { OcrLine } from './ocr-types.ts';

/**
 * Groups text boxes into visual rows so that a nameplate's label and value columns read
 * as one line ("VOLTS 230/460 190/380"). Boxes join a row when their centres lie within
 * half a text height of the row's centre.
 */
export function groupRows(lines: readonly OcrLine[]): string[] {
  const sorted = [...lines].sort((a, b) => a.box.cy - b.box.cy);
  const rows: { cy: number; thickness: number; items: OcrLine[] }[] = [];
  for (const line of sorted) {
    const row = rows.find((r) => Math.abs(r.cy - line.box.cy) < 0.5 * Math.min(r.thickness, line.box.thickness));
    if (row) {
      row.items.push(line);
      row.cy = row.items.reduce((s, l) => s + l.box.cy, 0) / row.items.length;
    } else {
      rows.push({ cy: line.box.cy, thickness: line.box.thickness, items: [line] });
    }
  }
  return rows
    .sort((a, b) => a.cy - b.cy)
    .map((r) =>
      r.items
        .sort((a, b) => a.box.cx - b.box.cx)
        .map((l) => l.text)
        .join(' '),
    );
}
