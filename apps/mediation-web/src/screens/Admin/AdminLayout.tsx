import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppShell, Button } from '@mediation/ui';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LogoutIcon } from '../../components/icons';

/** The admin's frame: top bar with the theme switch and Logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AppShell
      topBar={{
        title: 'Administration',
        actions: (
          <>
            <ThemeSwitch />
            <Button size="sm" variant="secondary" onClick={() => navigate('/logout')}>
              <LogoutIcon /> Logout
            </Button>
          </>
        ),
      }}
    >
      {children}
    </AppShell>
  );
}
