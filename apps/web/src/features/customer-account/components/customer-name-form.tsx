import { ZCustomerProfileUpdate } from '@homebid/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PersonNameField } from '@/components/ui/person-name-field';
import { notify } from '@/components/ui/toast';
import { useUpdateCustomerProfile } from '../api/update-customer-profile';
import { customerAccountTexts as t } from '../texts';

/** The customer's name, checked by the contract's rule (ZPersonName) here and on the server; Save sends it. */
export function CustomerNameForm({ name }: { name: string }) {
  const update = useUpdateCustomerProfile();
  const form = useForm({ resolver: zodResolver(ZCustomerProfileUpdate), defaultValues: { name } });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ customer, message }) => {
        form.reset({ name: customer.name });
        notify.success(message);
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <PersonNameField
        label={t.name}
        className="flex-1"
        error={form.formState.errors.name?.message ?? update.error?.message}
        {...form.register('name')}
      />
      <Button type="submit" className="sm:mt-6" isLoading={update.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
