import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AlertDialog, AppShell, Button } from '@mediation/ui';
import type { SideMenuItem } from '@mediation/ui';
import { Brand, WideLabel } from '../../components/Brand';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { ChatIcon, LogoutIcon, PlusIcon, SettingsIcon } from '../../components/icons';
import { useRoomText } from '../Room/i18n';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { useCaseActions } from './useMediatorCases';
import { ActiveCase, ActiveCaseLabel, ActiveCaseTitle } from './Mediator.styles';

/** The mediator's frame: top bar with the running case, side menu (a drawer under 768 px), content. */
export default function MediatorLayout() {
  const t = useRoomText();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { currentCase } = useCurrentCase();
  const { end } = useCaseActions();
  const [isEndOpen, setEndOpen] = useState(false);
  const isMainPage = pathname === '/Mediator/dashboard';
  const isInChat = pathname === '/Mediator/chat';

  const items: SideMenuItem[] = [
    {
      label: t('mediator.menu.newCase'),
      icon: <PlusIcon />,
      onSelect: () => navigate('/Mediator/new-case'),
      isCurrent: pathname === '/Mediator/new-case',
    },
    {
      label: t('mediator.menu.settings'),
      icon: <SettingsIcon />,
      onSelect: () => navigate('/Mediator/settings'),
      isCurrent: pathname === '/Mediator/settings',
    },
    { label: t('mediator.menu.logout'), icon: <LogoutIcon />, onSelect: () => navigate('/logout') },
  ];

  return (
    <AppShell
      sideMenu={{ items, onBack: isMainPage ? undefined : () => navigate('/Mediator/dashboard') }}
      // The room needs the whole width for the conversation and the info column: the menu folds into "Menu".
      foldSideMenu={isInChat}
      topBar={{
        brand: <Brand />,
        title: currentCase ? (
          <ActiveCase>
            <ActiveCaseLabel>{t('mediator.activeCase')}</ActiveCaseLabel>
            <ActiveCaseTitle dir="auto">{currentCase.title}</ActiveCaseTitle>
          </ActiveCase>
        ) : undefined,
        actions: (
          <>
            {currentCase ? (
              <>
                {isInChat ? null : (
                  <Button size="sm" variant="secondary" onClick={() => navigate('/Mediator/chat')}>
                    <ChatIcon /> <WideLabel>{t('mediator.backToChat')}</WideLabel>
                  </Button>
                )}
                <AlertDialog
                  open={isEndOpen}
                  onOpenChange={setEndOpen}
                  trigger={
                    <Button size="sm" variant="danger" isPending={end.isPending}>
                      {t('mediator.endCase')}
                    </Button>
                  }
                  title={t('mediator.endCase')}
                  description={t('mediator.endCaseText')}
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
