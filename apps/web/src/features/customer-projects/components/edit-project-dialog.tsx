import { PROJECT_LIMITS, type TCustomerProject, ZCustomerProjectEdit } from '@homebid/contracts/projects';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { useEditCustomerProject } from '../api/edit-customer-project';
import { customerProjectTexts as t } from '../texts';

interface EditForm {
  title: string;
  description: string;
  street_address: string;
  budget: string;
}

/** The server's own schema checks the form, so the messages are the server's ('Enter a project title'…). */
const editResolver: Resolver<EditForm> = async (values) => {
  const result = ZCustomerProjectEdit.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<EditForm> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EditForm | undefined;
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

const defaultsOf = (project: TCustomerProject): EditForm => ({
  title: project.title,
  description: project.description,
  street_address: project.street_address,
  budget: project.budget === null ? '' : String(project.budget),
});

export interface EditProjectDialogProps {
  project: TCustomerProject;
  isOpen: boolean;
  onClose: () => void;
}

/** Edit while open and no one is hired: title, description, address and budget (PATCH). */
export function EditProjectDialog({ project, isOpen, onClose }: EditProjectDialogProps) {
  const edit = useEditCustomerProject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditForm>({ resolver: editResolver, defaultValues: defaultsOf(project) });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await edit.mutateAsync({
        projectId: project.id,
        title: values.title,
        description: values.description,
        streetAddress: values.street_address,
        budget: values.budget.trim(),
      });
      notify.success(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setError('root', { message: error.message });
      else setError('root', { message: answerMessageOr(error, t.saveFailed) });
    }
  });

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t.editTitle}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={t.title}
          maxLength={PROJECT_LIMITS.maxTitle}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label={t.description}
          rows={5}
          maxLength={PROJECT_LIMITS.maxDescription}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField label={t.streetAddress} error={errors.street_address?.message} {...register('street_address')} />
        <TextField label={t.budgetLabel} inputMode="decimal" error={errors.budget?.message} {...register('budget')} />
        {errors.root && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" isLoading={edit.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
