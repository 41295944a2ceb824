import { PassThrough, Readable } from 'node:stream';
import type { ListingRow, ListingsRepository } from './listings.repository.ts';
import { EXPORT_COLUMNS, toExportRow, type ExportCell } from './export-columns.ts';

const BATCH = 1000;

/** Walks an owner's listings in id order, a batch at a time, so memory stays flat for any count. */
export async function* iterateOwnerListings(repo: ListingsRepository, ownerId: number): AsyncGenerator<ListingRow> {
  let afterId = 0;
  for (;;) {
    const batch = await repo.listBatchByOwner(ownerId, afterId, BATCH);
    for (const row of batch) yield row;
    if (batch.length < BATCH) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

export { escapeFormula, type ExportCell } from './export-columns.ts';

/** One CSV cell: quoted when it holds a comma, a quote or a line break (formulas are escaped by the caller: escapeFormula). */
export function csvField(cell: ExportCell): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a UTF-8 BOM (so Excel shows £ correctly), streamed row by row. */
export function streamCsv(rows: AsyncIterable<ListingRow>): Readable {
  async function* lines() {
    yield `\uFEFF${EXPORT_COLUMNS.map(csvField).join(',')}\r\n`;
    let chunk = '';
    for await (const row of rows) {
      chunk += `${toExportRow(row).map(csvField).join(',')}\r\n`;
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines());
}

/**
 * An .xlsx with one sheet, 'Inventory', written by exceljs's streaming writer. exceljs is loaded on
 * the first export, not when the server starts (it is a third of a second of every start-up).
 */
export function streamXlsx(rows: AsyncIterable<ListingRow>, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      workbook.creator = 'SpareStock';
      const sheet = workbook.addWorksheet('Inventory', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = EXPORT_COLUMNS.map((header) => ({ header, key: header, width: header === 'Item Title' ? 40 : 16 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const row of rows) sheet.addRow(toExportRow(row)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
