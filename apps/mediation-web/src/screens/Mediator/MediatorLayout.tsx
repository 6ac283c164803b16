import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AlertDialog, AppShell, Button } from '@mediation/ui';
import type { SideMenuItem } from '@mediation/ui';
import { Brand, WideLabel } from '../../components/Brand';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { ChatIcon, LogoutIcon, PlusIcon, SettingsIcon } from '../../components/icons';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { useCaseActions } from './useMediatorCases';
import { ActiveCase, ActiveCaseLabel, ActiveCaseTitle } from './Mediator.styles';

export const END_CASE_TEXT = 'Ending the case will resolve the case and force all parties to leave the case.';

/** The mediator's frame: top bar with the running case, side menu (a drawer under 768 px), content. */
export default function MediatorLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { currentCase } = useCurrentCase();
  const { end } = useCaseActions();
  const [isEndOpen, setEndOpen] = useState(false);
  const isMainPage = pathname === '/Mediator/dashboard';
  const isInChat = pathname === '/Mediator/chat';

  const items: SideMenuItem[] = [
    {
      label: 'Create new case',
      icon: <PlusIcon />,
      onSelect: () => navigate('/Mediator/new-case'),
      isCurrent: pathname === '/Mediator/new-case',
    },
    {
      label: 'Settings',
      icon: <SettingsIcon />,
      onSelect: () => navigate('/Mediator/settings'),
      isCurrent: pathname === '/Mediator/settings',
    },
    { label: 'Logout', icon: <LogoutIcon />, onSelect: () => navigate('/logout') },
  ];

  return (
    <AppShell
      sideMenu={{ items, onBack: isMainPage ? undefined : () => navigate('/Mediator/dashboard') }}
      topBar={{
        brand: <Brand />,
        title: currentCase ? (
          <ActiveCase>
            <ActiveCaseLabel>Active case</ActiveCaseLabel>
            <ActiveCaseTitle dir="auto">{currentCase.title}</ActiveCaseTitle>
          </ActiveCase>
        ) : undefined,
        actions: (
          <>
            {currentCase ? (
              <>
                {isInChat ? null : (
                  <Button size="sm" variant="secondary" onClick={() => navigate('/Mediator/chat')}>
                    <ChatIcon /> <WideLabel>Back to chat</WideLabel>
                  </Button>
                )}
                <AlertDialog
                  open={isEndOpen}
                  onOpenChange={setEndOpen}
                  trigger={
                    <Button size="sm" variant="danger" isPending={end.isPending}>
                      End case
                    </Button>
                  }
                  title="End case"
                  description={END_CASE_TEXT}
                  isDestructive
                  onConfirm={() =>
                    end.mutate(currentCase, {
                      onSuccess: () => {
                        if (isInChat) navigate('/Mediator/dashboard');
                      },
                    })
                  }
                />
              </>
            ) : null}
            <ThemeSwitch />
          </>
        ),
      }}
    >
      <Outlet />
    </AppShell>
  );
}
