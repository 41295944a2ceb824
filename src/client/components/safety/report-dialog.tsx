import { useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '../../../shared/constants/deals.ts';
import { apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog.tsx';
import { Textarea } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect } from '../ui/select.tsx';
import type { ReportTarget } from './report-target.ts';

interface ReportDialogProps {
  target: ReportTarget;
  title: string;
  onClose: () => void;
}

/** A report for SpareStock's team: why, and a note; stored for review (POST /api/reports). */
export function ReportDialog({ target, title, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason>('misleading');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === 'other' && !note.trim()) return setError('Please tell us what is wrong');
    setSending(true);
    try {
      await apiRequest('POST', '/api/reports', { kind: target.kind, id: target.id, reason, note: note.trim() || null });
      toast({
        title: 'Report sent',
        description: 'Thank you. Our team reviews every report, and acknowledges takedown reports within 24 hours.',
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      setError(getApiErrorMessage(failure, 'The report could not be sent. Please try again.'));
      setSending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title} description="Tell us what is wrong. The person you report is not told who reported them.">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="report-reason">Reason</Label>
            <NativeSelect id="report-reason" value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
              {(Object.keys(REPORT_REASONS) as ReportReason[]).map((key) => (
                <option key={key} value={key}>
                  {REPORT_REASONS[key]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="report-note">{reason === 'other' ? 'What is wrong?' : 'Anything else we should know? (optional)'}</Label>
            <Textarea id="report-note" rows={4} maxLength={REPORT_NOTE_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
