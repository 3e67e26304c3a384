import { Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, BUSINESS_TYPES, OnboardingSchema, type User } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { authStore } from './auth.store.ts';
import { AuthForm } from './auth-form.tsx';
import { NameFields, PhoneField } from './credential-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/** Step 2 of sign-up: the business profile. Saving it completes onboarding. */
export const OnboardingForm = ({ onSaved }: { onSaved?: (user: User) => void } = {}) => {
  const { t } = useTranslation('account');
  const completeOnboarding = useInjection(AuthUseCases.completeOnboarding);
  const { form, submit, submitting, failure } = useAccountForm({
    schema: OnboardingSchema,
    // The names given at sign-up are filled in already.
    initialValues: {
      firstName: authStore.user?.firstName ?? '',
      lastName: authStore.user?.lastName ?? '',
      businessName: '',
      businessType: '',
      phoneNumber: '',
    },
    send: (values) => completeOnboarding(values as Parameters<typeof completeOnboarding>[0]),
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  // Names the account has (from sign-up, or from Google) are not asked again; a missing one is.
  const [namesKnown] = useState(() => Boolean(authStore.user?.firstName && authStore.user?.lastName));
  const businessTypes = useMemo(
    () => BUSINESS_TYPES.map((value) => ({ value, label: t(`businessTypes.${value}`) })),
    [t],
  );

  return (
    <AuthForm
      onSubmit={submit}
      submitting={submitting}
      failure={failure}
      submitLabel={t('onboarding.submit')}
    >
      {!namesKnown && (
        <NameFields firstName={form.getInputProps('firstName')} lastName={form.getInputProps('lastName')} />
      )}
      <TextInput
        label={t('fields.businessName')}
        autoComplete="organization"
        required
        // Without the name fields, the first field to fill is this one.
        data-autofocus={namesKnown || undefined}
        {...form.getInputProps('businessName')}
      />
      <Select
        label={t('fields.businessType')}
        placeholder={t('fields.businessTypePlaceholder')}
        data={businessTypes}
        required
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('businessType')}
      />
      <PhoneField {...form.getInputProps('phoneNumber')} />
    </AuthForm>
  );
};
