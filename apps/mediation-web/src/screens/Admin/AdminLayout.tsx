import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell, Button } from '@mediation/ui';
import { Brand, WideLabel } from '../../components/Brand';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LogoutIcon } from '../../components/icons';
import { useScreenText } from '../i18n';

/** The admin's frame around the menu and each of its screens: top bar with the theme switch and Logout. */
export default function AdminLayout() {
  const t = useScreenText();
  const navigate = useNavigate();
  return (
    <AppShell
      topBar={{
        brand: <Brand />,
        title: t('admin.title'),
        actions: (
          <>
            <ThemeSwitch />
            <Button size="sm" variant="secondary" onClick={() => navigate('/logout')}>
              <LogoutIcon /> <WideLabel>{t('mediator.menu.logout')}</WideLabel>
            </Button>
          </>
        ),
      }}
    >
      <Outlet />
    </AppShell>
  );
}
