import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, User } from 'lucide-react';
import { CompleteProfileSchema, type CompleteProfileInput } from '../../../shared/schemas/auth.ts';
import type { PublicUser } from '../../../shared/schemas/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioCards, type RadioCardOption } from '../../components/ui/radio-cards.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { blankToNull } from '../../lib/blank-to-null.ts';
import { defaultAccountType } from './account-type-default.ts';

type AccountType = CompleteProfileInput['accountType'];

const ACCOUNT_TYPES: Array<RadioCardOption<AccountType>> = [
  {
    value: 'individual',
    label: 'Individual Seller',
    description: 'Selling your own surplus stock',
    icon: <User className="h-4 w-4" aria-hidden />,
  },
  {
    value: 'business',
    label: 'Business Owner',
    description: 'Selling on behalf of a company',
    icon: <Building2 className="h-4 w-4" aria-hidden />,
  },
];

interface OnboardingFormProps {
  user: PublicUser | null;
  isPending: boolean;
  onSubmit: (values: CompleteProfileInput) => void;
}

export function OnboardingForm({ user, isPending, onSubmit }: OnboardingFormProps) {
  const form = useForm({
    resolver: zodResolver(CompleteProfileSchema),
    defaultValues: {
      accountType: defaultAccountType(user),
      businessName: user?.businessName ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      postcode: user?.postcode ?? '',
      bio: user?.bio ?? '',
    },
  });
  const { errors } = form.formState;
  const accountType = form.watch('accountType');

  const submit = form.handleSubmit((values) =>
    onSubmit({
      ...values,
      businessName: values.accountType === 'business' ? blankToNull(values.businessName) : null,
      phoneNumber: blankToNull(values.phoneNumber),
      bio: blankToNull(values.bio),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset className="space-y-2">
        <legend id="account-type-label" className="text-sm font-medium">
          Account type
        </legend>
        <Controller
          control={form.control}
          name="accountType"
          render={({ field }) => (
            <RadioCards
              options={ACCOUNT_TYPES}
              value={field.value}
              onValueChange={field.onChange}
              ariaLabelledBy="account-type-label"
              firstItemRef={field.ref}
            />
          )}
        />
      </fieldset>
      {accountType === 'business' ? (
        <TextField
          label={
            <>
              Business Name{' '}
              <span aria-hidden className="text-danger">
                *
              </span>
            </>
          }
          autoComplete="organization"
          error={errors.businessName?.message}
          {...form.register('businessName')}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="07123456789"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          placeholder="B1 1AA"
          className="uppercase"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
      </div>
      <TextAreaField
        label="About You (Optional)"
        placeholder="What do you buy or sell? Trades, specialities, areas covered."
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? <Spinner className="h-4 w-4" /> : null}
        {isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
