import { describe, expect, it } from 'vitest';
import { confirmDeleteText } from '../../../src/client/features/inventory/inventory-messages.ts';
import { readAttachmentFileName } from '../../../src/client/lib/content-disposition.ts';

describe('delete confirmation text', () => {
  it('uses the spec wording', () => {
    expect(confirmDeleteText(1)).toBe('Are you sure you want to delete this item?');
    expect(confirmDeleteText(3)).toBe('Are you sure you want to delete 3 items?');
  });
});

describe('readAttachmentFileName', () => {
  it('prefers filename*, then filename, then the fallback, and strips path separators', () => {
    expect(readAttachmentFileName('attachment; filename="sparestock-inventory-2025-01-02.xlsx"', 'x')).toBe(
      'sparestock-inventory-2025-01-02.xlsx',
    );
    expect(readAttachmentFileName('attachment; filename="a.csv"; filename*=UTF-8\'\'st%C3%B6ck.csv', 'x')).toBe('stöck.csv');
    expect(readAttachmentFileName('attachment; filename=../../etc.csv', 'x')).toBe('.._.._etc.csv');
    expect(readAttachmentFileName(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
