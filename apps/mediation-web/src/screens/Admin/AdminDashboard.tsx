import { useSearchParams } from 'wouter';
import { Button } from '@mediation/ui';
import { BackIcon, ChartIcon, SignalIcon, UserPlusIcon, UsersIcon } from '../../components/icons';
import { AddMediatorForm } from './AddMediatorForm';
import { AdminLayout } from './AdminLayout';
import { MediatorsList } from './MediatorsList';
import { OnlineCases } from './OnlineCases';
import { Statistics } from './Statistics';
import { PageHeading } from '../../components/Page';
import { MenuButton, MenuGrid, MenuHint, ScreenHeader } from './Admin.styles';

/** The admin menu's screens in order; the spec's menu index is the position here (-1: the menu). */
export const ADMIN_SCREENS = [
  { key: 'add-mediator', label: 'Create new Mediator', hint: 'Add a mediator and the areas they work in.', icon: <UserPlusIcon /> },
  { key: 'mediators', label: 'Manage Accounts', hint: 'Every mediator, once.', icon: <UsersIcon /> },
  { key: 'statistics', label: 'Statistics', hint: 'Cases, messages and surveys over time.', icon: <ChartIcon /> },
  { key: 'online', label: 'Online Cases', hint: 'Cases running now and who is connected.', icon: <SignalIcon /> },
] as const;

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

/** /Admin/dashboard: the menu, and the screen chosen from it (kept in the address as ?screen=). */
export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const index = ADMIN_SCREENS.findIndex((screen) => screen.key === params.get('screen'));
  const open = (key: AdminScreenKey | null) => setParams(key ? { screen: key } : {});
  const screen = index >= 0 ? ADMIN_SCREENS[index] : undefined;
  return (
    <AdminLayout>
      {screen ? (
        <>
          <ScreenHeader>
            <Button variant="ghost" onClick={() => open(null)}>
              <BackIcon /> Back
            </Button>
          </ScreenHeader>
          <PageHeading>{screen.label}</PageHeading>
          {screen.key === 'add-mediator' ? <AddMediatorForm onAdded={() => open(null)} /> : null}
          {screen.key === 'mediators' ? <MediatorsList /> : null}
          {screen.key === 'statistics' ? <Statistics /> : null}
          {screen.key === 'online' ? <OnlineCases /> : null}
        </>
      ) : (
        <>
          <PageHeading>Welcome Admin.</PageHeading>
          <MenuGrid>
            {ADMIN_SCREENS.map((item) => (
              <li key={item.key}>
                <MenuButton type="button" onClick={() => open(item.key)} aria-describedby={`admin-menu-${item.key}`}>
                  {item.icon}
                  <span>{item.label}</span>
                </MenuButton>
                <MenuHint id={`admin-menu-${item.key}`}>{item.hint}</MenuHint>
              </li>
            ))}
          </MenuGrid>
        </>
      )}
    </AdminLayout>
  );
}
