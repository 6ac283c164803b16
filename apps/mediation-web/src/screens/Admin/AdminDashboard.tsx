import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@mediation/ui';
import { BackIcon, ChartIcon, SignalIcon, UserPlusIcon, UsersIcon } from '../../components/icons';
import { AddMediatorForm } from './AddMediatorForm';
import { MediatorsList } from './MediatorsList';
import { OnlineCases } from './OnlineCases';
import { Statistics } from './Statistics';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/Page';
import { useScreenText, type ScreenMessage } from '../i18n';
import { MenuButton, MenuGrid, MenuHint, ScreenHeader } from './Admin.styles';

/**
 * The admin menu's screens in order (the spec's menu index is the position here; -1 is the menu). Each is a
 * route, /Admin/<key>, in the route table (app/routes.tsx); /Admin/add-mediator is the spec's own.
 */
export const ADMIN_SCREENS = [
  { key: 'add-mediator', label: 'admin.menu.addMediator', hint: 'admin.menu.addMediatorHint', icon: <UserPlusIcon /> },
  { key: 'mediators', label: 'admin.menu.mediators', hint: 'admin.menu.mediatorsHint', icon: <UsersIcon /> },
  { key: 'statistics', label: 'admin.menu.statistics', hint: 'admin.menu.statisticsHint', icon: <ChartIcon /> },
  { key: 'online', label: 'admin.menu.online', hint: 'admin.menu.onlineHint', icon: <SignalIcon /> },
] as const satisfies readonly { key: string; label: ScreenMessage; hint: ScreenMessage; icon: ReactNode }[];

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

const MENU = '/Admin/dashboard';
const pathOf = (key: AdminScreenKey) => `/Admin/${key}`;

/** /Admin/dashboard: the menu. An older address of a screen, /Admin/dashboard?screen=<key>, goes to its route. */
export default function AdminMenu() {
  const t = useScreenText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = ADMIN_SCREENS.find((screen) => screen.key === params.get('screen'));
  if (asked) return <Navigate to={pathOf(asked.key)} replace />;
  return (
    <>
      <PageHeading>{t('admin.welcome')}</PageHeading>
      <MenuGrid>
        {ADMIN_SCREENS.map((item) => (
          <li key={item.key}>
            <MenuButton type="button" onClick={() => navigate(pathOf(item.key))} aria-describedby={`admin-menu-${item.key}`}>
              {item.icon}
              <span>{t(item.label)}</span>
            </MenuButton>
            <MenuHint id={`admin-menu-${item.key}`}>{t(item.hint)}</MenuHint>
          </li>
        ))}
      </MenuGrid>
    </>
  );
}

/** /Admin/<key>: one of the menu's screens under its name, with Back to the menu. */
export function AdminScreen({ screen }: { screen: AdminScreenKey }) {
  const t = useScreenText();
  const navigate = useNavigate();
  const { label } = ADMIN_SCREENS.find((item) => item.key === screen)!;
  const toMenu = () => navigate(MENU);
  return (
    <>
      <ScreenHeader>
        <Button variant="ghost" onClick={toMenu}>
          <BackIcon /> {t('common.back')}
        </Button>
      </ScreenHeader>
      <PageHeading>{t(label)}</PageHeading>
      {screen === 'add-mediator' ? <AddMediatorForm onAdded={toMenu} /> : null}
      {screen === 'mediators' ? <MediatorsList /> : null}
      {screen === 'statistics' ? <Statistics /> : null}
      {screen === 'online' ? <OnlineCases /> : null}
    </>
  );
}
