import { useLocation } from 'wouter';
import { Button } from '@mediation/ui';
import { BackIcon } from '../../components/icons';
import { AddMediatorForm } from './AddMediatorForm';
import { AdminLayout } from './AdminLayout';
import { PageHeading } from '../../components/Page';
import { ScreenHeader } from './Admin.styles';

/** /Admin/add-mediator: the Add Mediator form on its own page; success returns to the menu. */
export default function AddMediatorScreen() {
  const [, navigate] = useLocation();
  return (
    <AdminLayout>
      <ScreenHeader>
        <Button variant="ghost" onClick={() => navigate('/Admin/dashboard')}>
          <BackIcon /> Back
        </Button>
      </ScreenHeader>
      <PageHeading>Create new Mediator</PageHeading>
      <AddMediatorForm onAdded={() => navigate('/Admin/dashboard')} />
    </AdminLayout>
  );
}
