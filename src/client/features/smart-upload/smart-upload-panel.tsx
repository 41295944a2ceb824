import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { toast } from '../../lib/toast-store.ts';
import { AnalysisProgress } from './analysis-progress.tsx';
import { EditItemDialog, type EditResult } from './edit-item-dialog.tsx';
import { countCompleted, needsCheck } from './entry-updates.ts';
import { MAX_UPLOAD_ITEMS } from './platform.ts';
import { RestoredNotice } from './restored-notice.tsx';
import { UploadActions } from './upload-actions.tsx';
import { UploadChoice } from './upload-choice.tsx';
import { UploadItemRow } from './upload-item-row.tsx';
import type { UploadEntry } from './upload-types.ts';
import { useSaveUpload } from './use-save-upload.ts';
import { useSmartUpload } from './use-smart-upload.ts';

function focusFirstCheck(entry: UploadEntry): void {
  const group = document.querySelector<HTMLElement>(`[data-check-id="${CSS.escape(entry.id)}"]`);
  group?.scrollIntoView({ block: 'center' });
  group?.querySelector<HTMLElement>('button[aria-pressed]')?.focus({ preventScroll: true });
}

/** Spec §2 Smart Upload panel: choose, analyse with progress, check and edit, then save. */
export function SmartUploadPanel() {
  const upload = useSmartUpload();
  const { entries, updateEntry, setEntries } = upload;
  const [showChoice, setShowChoice] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const onSaved = useCallback((remaining: UploadEntry[]) => setEntries(remaining), [setEntries]);
  const { save, isSaving } = useSaveUpload(entries, onSaved);
  const completed = countCompleted(entries);
  const busy = upload.isAnalyzing || upload.isUploading || upload.preparing !== null;

  const addFiles = (files: File[], manual: boolean) => {
    setShowChoice(false);
    void upload.addFiles(files, manual);
  };
  const onSave = () => {
    const unchecked = entries.filter(needsCheck);
    if (unchecked.length > 0) {
      toast({
        title: 'Check flagged items',
        description: `${unchecked.length} item(s) need a quick check: tap the right category to confirm.`,
      });
      focusFirstCheck(unchecked[0]!);
      return;
    }
    save();
  };
  const onCancel = () => {
    if (entries.length > 0 && !window.confirm(`Discard the ${entries.length} item(s) in this upload? Nothing has been saved yet.`)) return;
    upload.reset();
    setShowChoice(false);
  };
  const restoredNotice = upload.restored ? (
    <RestoredNotice summary={upload.restored} onDiscard={onCancel} onDismiss={upload.dismissRestored} />
  ) : null;
  const onEditSave = (id: string, result: EditResult) => {
    updateEntry(id, (e) => ({ ...e, details: result.details, aiPrice: result.aiPrice, aiRetail: result.aiRetail, reviewed: true }));
    setEditingId(null);
  };

  const skippedNotice =
    upload.skipped.length > 0 ? (
      <Alert tone="warning" title="Some files were not added">
        <ul className="list-disc space-y-0.5 pl-4">
          {upload.skipped.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Alert>
    ) : null;

  if (entries.length === 0) {
    return (
      <div className="mt-6 space-y-4">
        {restoredNotice}
        {skippedNotice}
        {upload.preparing ? (
          <AnalysisProgress done={upload.preparing.done} total={upload.preparing.total} label="Preparing photos..." />
        ) : null}
        <UploadChoice onFiles={addFiles} disabled={upload.preparing !== null} />
      </div>
    );
  }

  return (
    <div className="mt-6 space-y-4">
      {restoredNotice}
      {upload.isAnalyzing ? (
        <AnalysisProgress done={completed} total={entries.length} label={`Analyzing images... ${completed} of ${entries.length}`} />
      ) : null}
      {upload.summary && !upload.isAnalyzing ? (
        <p role="status" className="text-sm text-fg-muted">
          {upload.summary}
        </p>
      ) : null}
      <Alert tone="info" title="Check before saving">
        SpareBot suggestions can be wrong. Check each item&apos;s title, category and price before adding it to your inventory.
      </Alert>
      {skippedNotice}
      <section aria-labelledby="items-to-add" className="space-y-3">
        <h2 id="items-to-add" className="text-lg font-semibold">
          Items to Add ({entries.length})
        </h2>
        <ul className="space-y-3">
          {entries.map((entry) => (
            <UploadItemRow
              key={entry.id}
              entry={entry}
              onOpen={() => setEditingId(entry.id)}
              onRemove={() => upload.removeEntry(entry.id)}
              onTitle={(title) => updateEntry(entry.id, (e) => (e.details ? { ...e, details: { ...e.details, title } } : e))}
              onConfirmCategory={(category) =>
                updateEntry(entry.id, (e) => (e.details ? { ...e, reviewed: true, details: { ...e.details, category } } : e))
              }
            />
          ))}
        </ul>
      </section>
      {showChoice ? (
        <div ref={(node) => node?.scrollIntoView({ block: 'nearest' })}>
          <UploadChoice onFiles={addFiles} disabled={upload.preparing !== null} />
        </div>
      ) : null}
      <UploadActions
        count={entries.length}
        isSaving={isSaving}
        isBusy={busy}
        onSave={onSave}
        onAddMore={() => setShowChoice((v) => !v)}
        onCancel={onCancel}
        addMoreDisabled={entries.length >= MAX_UPLOAD_ITEMS}
      />
      <EditItemDialog entry={entries.find((e) => e.id === editingId) ?? null} onClose={() => setEditingId(null)} onSave={onEditSave} />
    </div>
  );
}
