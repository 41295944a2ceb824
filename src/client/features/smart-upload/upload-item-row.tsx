import { CircleCheck, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatGbp } from '../../../shared/money.ts';
import { needsCheck } from './entry-updates.ts';
import { isUnsure } from './suggestions.ts';
import { UnsureCheck } from './unsure-check.tsx';
import type { UploadEntry } from './upload-types.ts';

interface UploadItemRowProps {
  entry: UploadEntry;
  onOpen: () => void;
  onRemove: () => void;
  onTitle: (title: string) => void;
  onConfirmCategory: (category: string) => void;
}

function RowSummary({ entry }: { entry: UploadEntry }) {
  const d = entry.details;
  if (entry.status === 'error' && !d) {
    // The upload itself failed: the note under the row says what to do; nothing is running.
    return (
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg">{entry.fileName}</span>
        <span className="mt-0.5 flex items-center gap-1.5 text-sm text-danger">
          <TriangleAlert className="h-4 w-4" aria-hidden /> Upload failed
        </span>
      </span>
    );
  }
  if (entry.status === 'analyzing' || !d) {
    return (
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg">{entry.fileName}</span>
        <span className="mt-0.5 flex items-center gap-1.5 text-sm text-fg-muted">
          <Spinner className="h-4 w-4" /> {entry.uploading ? 'Uploading...' : 'Analyzing...'}
        </span>
      </span>
    );
  }
  const confidence = entry.isManualEntry ? 'Manual entry' : `Confidence ${Math.round((entry.aiSuggestion?.confidence ?? 0) * 100)}%`;
  const price = (
    <>
      <span className="font-semibold text-fg">{formatGbp(d.surplusPrice)}</span>
      <span className="text-xs text-fg-muted">{d.quantity > 1 ? ` each × ${d.quantity}` : ' unit'}</span>
    </>
  );
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-medium break-words text-fg">{d.title || 'Untitled item'}</span>
        <span className="block truncate text-xs text-fg-muted">
          {d.category} · {d.condition}
          {d.brandInfo && d.brandInfo !== 'Unbranded' ? ` · ${d.brandInfo}` : ''}
        </span>
        <span className="block text-xs text-fg-muted">{confidence}</span>
        <span className="mt-0.5 block tabular-nums sm:hidden">{price}</span>
      </span>
      <span className="hidden shrink-0 flex-col items-end tabular-nums sm:flex">{price}</span>
    </>
  );
}

/** One photo in 'Items to Add': completed rows open the editor; unsure ones ask for a check. */
export function UploadItemRow({ entry, onOpen, onRemove, onTitle, onConfirmCategory }: UploadItemRowProps) {
  const completed = entry.status === 'completed';
  const title = entry.details?.title ?? entry.fileName;
  const body = (
    <>
      <ItemImage
        src={entry.thumbnailUrl ?? entry.preview}
        eager
        className="w-16 shrink-0 self-start rounded-md border border-border sm:w-20"
      />
      <RowSummary entry={entry} />
    </>
  );
  return (
    <li className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
      <div className="flex items-center gap-1 p-2">
        {completed ? (
          <button
            type="button"
            onClick={onOpen}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md p-1 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="sr-only">Edit details: </span>
            {body}
          </button>
        ) : (
          <div className="flex min-w-0 flex-1 items-center gap-3 p-1">{body}</div>
        )}
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${title}`}>
          <Trash2 className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      {entry.error ? (
        <p className="flex items-start gap-1.5 border-t border-border px-3 py-2 text-xs text-fg-muted">
          <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0 text-warning" aria-hidden />
          {entry.error}
        </p>
      ) : null}
      {needsCheck(entry) ? <UnsureCheck entry={entry} onTitle={onTitle} onConfirmCategory={onConfirmCategory} /> : null}
      {completed && entry.reviewed && isUnsure(entry.aiSuggestion) ? (
        <p className="flex items-center gap-1.5 border-t border-border px-3 py-2 text-xs text-success">
          <CircleCheck className="h-3.5 w-3.5" aria-hidden /> Checked by you
        </p>
      ) : null}
    </li>
  );
}
