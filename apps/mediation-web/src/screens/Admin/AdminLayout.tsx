import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppShell, Button } from '@mediation/ui';
import { Brand, WideLabel } from '../../components/Brand';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LogoutIcon } from '../../components/icons';

/** The admin's frame: top bar with the theme switch and Logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
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
      {children}
    </AppShell>
  );
}
