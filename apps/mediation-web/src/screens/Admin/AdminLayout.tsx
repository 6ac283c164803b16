import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell, Button } from '@mediation/ui';
import { Brand, WideLabel } from '../../components/Brand';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LogoutIcon } from '../../components/icons';

/** The admin's frame around the menu and each of its screens: top bar with the theme switch and Logout. */
export default function AdminLayout() {
  const navigate = useNavigate();
  return (
    <AppShell
      topBar={{
        brand: <Brand />,
        title: 'Administration',
        actions: (
          <>
            <ThemeSwitch />
            <Button size="sm" variant="secondary" onClick={() => navigate('/logout')}>
              <LogoutIcon /> <WideLabel>Logout</WideLabel>
            </Button>
          </>
        ),
      }}
    >
      <Outlet />
    </AppShell>
  );
}
