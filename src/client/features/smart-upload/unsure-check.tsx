import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../components/ui/cn.ts';
import { pickCategoryChoices } from './category-choices.ts';
import { unsureReason, type UnsureReason } from './suggestions.ts';
import type { UploadEntry } from './upload-types.ts';

interface UnsureCheckProps {
  entry: UploadEntry;
  onTitle: (title: string) => void;
  onConfirmCategory: (category: string) => void;
}

/** An unsure suggestion is said plainly and fixed in place: title inline, category in one tap. */
export function UnsureCheck({ entry, onTitle, onConfirmCategory }: UnsureCheckProps) {
  const id = useId();
  const details = entry.details;
  if (!details) return null;
  const suggestion = entry.aiSuggestion;
  const choices = pickCategoryChoices(details.category, suggestion?.needsLabelPhoto ? 12 : 5, suggestion?.categoryChoices);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-heading`}
      data-check-id={entry.id}
      className="space-y-3 border-t border-warning/40 bg-warning-surface p-3"
    >
      <p id={`${id}-heading`} className="flex items-start gap-2 text-sm font-semibold text-fg">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
        Check this item — SpareBot is not sure
      </p>
      {suggestion ? <UnsureReasonText reason={unsureReason(suggestion)} /> : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="text-xs font-medium text-fg">
          Title
        </label>
        <Input id={`${id}-title`} value={details.title} onChange={(e) => onTitle(e.currentTarget.value)} />
      </div>
      <div className="space-y-1.5">
        <p id={`${id}-cats`} className="text-xs font-medium text-fg">
          Tap the right category to confirm
        </p>
        <div role="group" aria-labelledby={`${id}-cats`} className="flex flex-wrap gap-2">
          {choices.map((category) => {
            const current = category === details.category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={current}
                onClick={() => onConfirmCategory(category)}
                className={cn(
                  'min-h-11 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  current ? 'border-accent bg-accent text-accent-fg' : 'border-border-strong bg-surface text-fg hover:bg-surface-muted',
                )}
              >
                {category}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function UnsureReasonText({ reason }: { reason: UnsureReason }) {
  if (reason === 'label') {
    return (
      <p className="text-sm text-fg">
        SpareBot could not read a label on this photo. Add a photo of its nameplate or label (Add More Items) and it can identify it, or
        name it yourself below.
      </p>
    );
  }
  if (reason === 'codes') {
    return (
      <p className="text-sm text-fg">
        SpareBot read a code or a rating on this photo, but nothing that says what the item is. It has kept what it read in the technical
        specs. Add a photo of its nameplate or label (Add More Items), or name it yourself below.
      </p>
    );
  }
  if (reason === 'maker') {
    return <p className="text-sm text-fg">SpareBot read no maker&apos;s name on this photo. If you know the maker, add it to the title.</p>;
  }
  return <p className="text-sm text-fg">SpareBot is not sure what this is. Check the title and the category.</p>;
}
