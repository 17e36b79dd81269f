import { validationMessages } from '@homebid/contracts/messages';
import { profileMessages } from '@homebid/contracts/profile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ServicesPicker, type ServicesSelection } from '@/components/ui/services-picker';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAddNewServices } from '../api/add-new-services';
import { useUnselectedServices } from '../api/get-unselected-services';

export interface NewServicesDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The header's New Services modal (spec §2 Header, §7): the services the provider does not offer
 * yet, in the services picker; submitting adds the chosen sub-services and goes to /.
 */
export function NewServicesDialog({ isOpen, onClose }: NewServicesDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="New Services" className="max-w-3xl">
      {isOpen && <NewServicesForm onClose={onClose} />}
    </Modal>
  );
}

const EMPTY: ServicesSelection = { project_type_ids: [], project_sub_type_ids: [] };

function NewServicesForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const services = useUnselectedServices(true);
  const add = useAddNewServices();
  const [selection, setSelection] = useState<ServicesSelection>(EMPTY);
  const [error, setError] = useState<string | undefined>();

  if (services.isPending) return <Spinner label="Loading services…" />;
  if (services.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {services.error.message}
      </p>
    );
  }
  if (services.data.length === 0) return <p className="text-sm text-slate-600">{profileMessages.noNewServices}</p>;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (selection.project_sub_type_ids.length === 0) {
      setError(validationMessages.servicesEmpty);
      return;
    }
    add.mutate(selection.project_sub_type_ids, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
        navigate(paths.home);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="mb-4 text-sm text-slate-600">
        Add services you now offer. Projects for them will start to reach you.
      </p>
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        <ServicesPicker
          services={services.data}
          value={selection}
          onChange={(next) => {
            setError(undefined);
            setSelection(next);
          }}
          error={error}
          label="New services"
        />
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={add.isPending}>
          Add services
        </Button>
      </div>
    </form>
  );
}
