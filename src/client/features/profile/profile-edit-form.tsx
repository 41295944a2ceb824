import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { UpdateProfileSchema, type UpdateProfileInput } from '../../../shared/schemas/auth.ts';
import { PublicUserSchema, type PublicUser } from '../../../shared/schemas/user.ts';
import { apiJson } from '../../lib/api.ts';
import type { UpdateProfileBody } from '../../lib/api-bodies.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { blankToNull } from '../../lib/blank-to-null.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { AccountInfoCard } from './account-info-card.tsx';
import { InfoCard } from './info-card.tsx';

export function ProfileEditForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { setUser } = useAuth();
  const form = useForm({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      businessName: user.businessName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      postcode: user.postcode ?? '',
      bio: user.bio ?? '',
    },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: UpdateProfileInput) => apiJson('PATCH', '/api/profile', PublicUserSchema, values satisfies UpdateProfileBody),
    onSuccess: (updated) => {
      setUser(updated);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' });
      onDone();
    },
    onError: (error) => {
      toast({
        title: 'Update failed',
        description: getApiErrorMessage(error, 'Failed to update your profile. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit((values) =>
    save.mutate({
      ...values,
      businessName: blankToNull(values.businessName),
      phoneNumber: blankToNull(values.phoneNumber),
      bio: blankToNull(values.bio),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 md:grid-cols-2">
      <InfoCard title="Personal Information">
        <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        <TextField
          label="Business Name"
          autoComplete="organization"
          error={errors.businessName?.message}
          {...form.register('businessName')}
        />
        <TextAreaField label="About You" error={errors.bio?.message} {...form.register('bio')} />
      </InfoCard>
      <InfoCard title="Contact Information">
        <TextField label="Email" type="email" value={user.email} readOnly aria-readonly hint="Email cannot be changed" />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="07123456789"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          placeholder="B1 1AA"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
      </InfoCard>
      <AccountInfoCard user={user} />
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner className="h-4 w-4" /> : <Save className="h-4 w-4" aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
