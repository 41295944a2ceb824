import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, reportReasonsFor } from '../../../shared/constants/deals.ts';
import { CreateReportSchema, type CreateReportInput } from '../../../shared/schemas/deals.ts';
import { apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog.tsx';
import { Textarea } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect } from '../ui/select.tsx';
import type { ReportTarget } from './report-target.ts';
import { FormError } from '../ui/form-error.tsx';

interface ReportDialogProps {
  target: ReportTarget;
  title: string;
  onClose: () => void;
}

type ReportFields = z.input<typeof CreateReportSchema>;

/** A report for SpareStock's team: why, and a note; stored for review (POST /api/reports). */
export function ReportDialog({ target, title, onClose }: ReportDialogProps) {
  // Feedback has reasons of its own (the feedback policy's grounds); the rest share one list.
  const reasons = reportReasonsFor(target.kind);
  const form = useForm<ReportFields, unknown, CreateReportInput>({
    resolver: zodResolver(CreateReportSchema),
    defaultValues: { kind: target.kind, id: target.id, reason: reasons.includes('misleading') ? 'misleading' : reasons[0], note: '' },
  });
  const send = useMutation({
    mutationFn: (report: CreateReportInput) => apiRequest('POST', '/api/reports', report),
    onSuccess: () => {
      toast({
        title: 'Report sent',
        description: 'Thank you. Our team reviews every report, and acknowledges takedown reports within 24 hours.',
        variant: 'success',
      });
      onClose();
    },
    onError: (failure) =>
      form.setError('root', { message: getApiErrorMessage(failure, 'The report could not be sent. Please try again.') }),
  });
  const reason = form.watch('reason');
  const { errors } = form.formState;
  const error = errors.note?.message ?? errors.reason?.message ?? errors.root?.message;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title} description="Tell us what is wrong. The person you report is not told who reported them.">
        <form onSubmit={(e) => void form.handleSubmit((report) => send.mutate(report))(e)} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="report-reason">Reason</Label>
            <NativeSelect id="report-reason" {...form.register('reason')}>
              {reasons.map((key) => (
                <option key={key} value={key}>
                  {REPORT_REASONS[key]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="report-note">{reason === 'other' ? 'What is wrong?' : 'Anything else we should know? (optional)'}</Label>
            <Textarea id="report-note" rows={4} maxLength={REPORT_NOTE_MAX_LENGTH} {...form.register('note')} />
          </div>
          <FormError message={error} />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
