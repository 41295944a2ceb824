import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ImagePlus, X } from 'lucide-react';
import { DISPUTE_MAX_PHOTOS, DISPUTE_STATEMENT_MAX_LENGTH } from '../../../shared/constants/disputes.ts';
import { DISPUTES_MESSAGES } from '../../../shared/messages/disputes-messages.ts';
import { DisputeEvidenceSchema } from '../../../shared/schemas/disputes.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { uploadPhotos } from '../../lib/photos-api.ts';
import { Button, type ButtonVariant } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { RunAction } from './order-dialogs.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

/** The statement is the form's; the photo ids come from the upload, after it. */
const StatementSchema = DisputeEvidenceSchema.pick({ statement: true });
type StatementInput = z.output<typeof StatementSchema>;

interface EvidenceDialogProps {
  /** 'Raise Dispute' (escalate) or 'Add evidence'. */
  label: string;
  variant?: ButtonVariant;
  title: string;
  description: string;
  /** POST /api/disputes/{id}/escalate or /evidence. */
  path: string;
  run: RunAction;
}

/**
 * A statement and photos for SpareStock's review. The photos go up first through the one photo
 * path (POST /api/photos, as unsaved photos of the caller), then their ids with the statement.
 */
export function EvidenceDialog({ label, variant = 'primary', title, description, path, run }: EvidenceDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof StatementSchema>, unknown, StatementInput>({
    resolver: zodResolver(StatementSchema),
    defaultValues: { statement: '' },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** What the button says while the mutation runs: the upload, then the sending. */
  const [phase, setPhase] = useState('Sending...');
  const pickerRef = useRef<HTMLInputElement>(null);
  const idBase = label.replace(/\W+/g, '-').toLowerCase();

  const pick = (picked: FileList | null) => {
    const images = [...(picked ?? [])].filter((file) => file.type.startsWith('image/'));
    const next = [...files, ...images];
    setError(next.length > DISPUTE_MAX_PHOTOS ? DISPUTES_MESSAGES.tooManyPhotos : null);
    setFiles(next.slice(0, DISPUTE_MAX_PHOTOS));
  };

  // Upload, then send: one mutation, so the button stays disabled from the first byte to the answer.
  const send = useMutation({
    mutationFn: async ({ statement }: StatementInput): Promise<string | null> => {
      let photoIds: number[] = [];
      if (files.length > 0) {
        setPhase(`Uploading ${files.length} ${files.length === 1 ? 'photo' : 'photos'}...`);
        try {
          photoIds = (await uploadPhotos(files.map((file) => ({ blob: file, name: file.name })))).map((photo) => photo.id);
        } catch (failure) {
          return getApiErrorMessage(failure, 'The photos could not be uploaded. Please try again.');
        }
      }
      setPhase('Sending...');
      return run(path, { statement, photoIds });
    },
    onSuccess: (failure) => {
      if (failure) return setError(failure);
      setOpen(false);
      form.reset();
      setFiles([]);
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setError(null);
      send.mutate(values);
    },
    (errors) => {
      setError(errors.statement?.message ?? DISPUTES_MESSAGES.statementRequired);
      document.getElementById(`${idBase}-statement`)?.focus();
    },
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>{label}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${idBase}-statement`}>What happened, and what are you asking for?</Label>
            <Textarea id={`${idBase}-statement`} rows={5} maxLength={DISPUTE_STATEMENT_MAX_LENGTH} {...form.register('statement')} />
          </div>
          <div className="space-y-2">
            <Button variant="secondary" size="sm" onClick={() => pickerRef.current?.click()} disabled={files.length >= DISPUTE_MAX_PHOTOS}>
              <ImagePlus className="h-4 w-4" aria-hidden />
              Add photos (up to {DISPUTE_MAX_PHOTOS})
            </Button>
            <input
              ref={pickerRef}
              type="file"
              accept="image/*"
              multiple
              className="hidden"
              tabIndex={-1}
              aria-hidden
              onChange={(e) => {
                pick(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
            {files.length > 0 ? (
              <ul aria-label="Photos to send" className="space-y-1 text-sm">
                {files.map((file, index) => (
                  <li
                    key={`${file.name}-${index}`}
                    className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1"
                  >
                    <span className="truncate">{file.name}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => setFiles(files.filter((_, i) => i !== index))}
                    >
                      <X className="h-4 w-4" aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Not now</Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? phase : label}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
