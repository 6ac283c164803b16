import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@mediation/ui';
import { BackIcon, ChartIcon, SignalIcon, UserPlusIcon, UsersIcon } from '../../components/icons';
import { AddMediatorForm } from './AddMediatorForm';
import { MediatorsList } from './MediatorsList';
import { OnlineCases } from './OnlineCases';
import { Statistics } from './Statistics';
import { PageHeading } from '../../components/Page';
import { MenuButton, MenuGrid, MenuHint, ScreenHeader } from './Admin.styles';

/**
 * The admin menu's screens in order (the spec's menu index is the position here; -1 is the menu). Each is a
 * route, /Admin/<key>, in the route table (app/routes.tsx); /Admin/add-mediator is the spec's own.
 */
export const ADMIN_SCREENS = [
  { key: 'add-mediator', label: 'Create new Mediator', hint: 'Add a mediator and the areas they work in.', icon: <UserPlusIcon /> },
  { key: 'mediators', label: 'Manage Accounts', hint: 'Every mediator, once.', icon: <UsersIcon /> },
  { key: 'statistics', label: 'Statistics', hint: 'Cases, messages and surveys over time.', icon: <ChartIcon /> },
  { key: 'online', label: 'Online Cases', hint: 'Cases running now and who is connected.', icon: <SignalIcon /> },
] as const;

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

const MENU = '/Admin/dashboard';
const pathOf = (key: AdminScreenKey) => `/Admin/${key}`;

/** /Admin/dashboard: the menu. An older address of a screen, /Admin/dashboard?screen=<key>, goes to its route. */
export default function AdminMenu() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = ADMIN_SCREENS.find((screen) => screen.key === params.get('screen'));
  if (asked) return <Navigate to={pathOf(asked.key)} replace />;
  return (
    <>
      <PageHeading>Welcome Admin.</PageHeading>
      <MenuGrid>
        {ADMIN_SCREENS.map((item) => (
          <li key={item.key}>
            <MenuButton type="button" onClick={() => navigate(pathOf(item.key))} aria-describedby={`admin-menu-${item.key}`}>
              {item.icon}
              <span>{item.label}</span>
            </MenuButton>
            <MenuHint id={`admin-menu-${item.key}`}>{item.hint}</MenuHint>
          </li>
        ))}
      </MenuGrid>
    </>
  );
}

/** /Admin/<key>: one of the menu's screens under its name, with Back to the menu. */
export function AdminScreen({ screen }: { screen: AdminScreenKey }) {
  const navigate = useNavigate();
  const { label } = ADMIN_SCREENS.find((item) => item.key === screen)!;
  const toMenu = () => navigate(MENU);
  return (
    <>
      <ScreenHeader>
        <Button variant="ghost" onClick={toMenu}>
          <BackIcon /> Back
        </Button>
      </ScreenHeader>
      <PageHeading>{label}</PageHeading>
      {screen === 'add-mediator' ? <AddMediatorForm onAdded={toMenu} /> : null}
      {screen === 'mediators' ? <MediatorsList /> : null}
      {screen === 'statistics' ? <Statistics /> : null}
      {screen === 'online' ? <OnlineCases /> : null}
    </>
  );
}
