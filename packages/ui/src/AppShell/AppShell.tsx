import { forwardRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Drawer } from '../Drawer';
import { useUiText } from '../i18n/messages';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { BackIcon, MenuIcon } from '../Icon';
import { Logo } from '../Logo';
import {
  Main,
  MenuButtonSlot,
  ShellRoot,
  SideMenuItemButton,
  SideMenuList,
  SideSlot,
  StyledSideMenu,
  StyledTopBar,
  TopBarActions,
  TopBarSlot,
  TopBarTitle,
} from './AppShell.styles';

export interface TopBarProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title'> {
  /** Text or element in the middle, such as the active case's title. */
  title?: ReactNode;
  /** Elements at the end, such as 'Back to chat' and close buttons. */
  actions?: ReactNode;
  /** Element at the start; the product logo by default. */
  brand?: ReactNode;
  /** Shown before the brand on narrow screens to open the side menu. */
  menuButton?: ReactNode;
}

/** The bar across the top of every page: brand, title and page actions. */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { title, actions, brand = <Logo size="sm" />, menuButton, ...rest },
  ref,
) {
  return (
    <StyledTopBar ref={ref} {...rest}>
      {menuButton ? <MenuButtonSlot>{menuButton}</MenuButtonSlot> : null}
      {brand}
      <TopBarTitle>{title}</TopBarTitle>
      {actions ? <TopBarActions>{actions}</TopBarActions> : null}
    </StyledTopBar>
  );
});

export interface SideMenuItem {
  /** Visible text. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Called when the item is pressed. */
  onSelect?: () => void;
  /** Marks the page the person is on. @default false */
  isCurrent?: boolean;
}

export interface SideMenuLabels {
  /** Accessible name of the navigation. @default 'Main' */
  navigation: string;
  /** Text of the back button. @default 'Back' */
  back: string;
}

export interface SideMenuProps extends ComponentPropsWithoutRef<'nav'> {
  /** Entries in display order, such as 'Create new case', 'Settings', 'Logout'. */
  items?: readonly SideMenuItem[];
  /** When set, a back button leads the menu (pages other than the main page). */
  onBack?: () => void;
  /** Visible strings and aria labels; by default from the catalog in the language in use. */
  labels?: Partial<SideMenuLabels>;
}

/** The side navigation: page entries, and a back button on pages below the main one. */
export const SideMenu = forwardRef<HTMLElement, SideMenuProps>(function SideMenu({ items = [], onBack, labels, ...rest }, ref) {
  const t = useUiText();
  const text = { navigation: t('sideMenu.navigation'), back: t('sideMenu.back'), ...labels };
  return (
    <StyledSideMenu ref={ref} aria-label={text.navigation} {...rest}>
      <SideMenuList>
        {onBack ? (
          <li>
            <SideMenuItemButton type="button" data-back="true" onClick={onBack}>
              <BackIcon />
              {text.back}
            </SideMenuItemButton>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.label}>
            <SideMenuItemButton type="button" aria-current={item.isCurrent ? 'page' : undefined} onClick={item.onSelect}>
              {item.icon}
              {item.label}
            </SideMenuItemButton>
          </li>
        ))}
      </SideMenuList>
    </StyledSideMenu>
  );
});

export interface AppShellLabels {
  /** Accessible name of the button that opens the side menu on narrow screens. @default 'Open menu' */
  openMenu: string;
  /** Title of the side-menu drawer on narrow screens. @default 'Menu' */
  menu: string;
  /** Text (and name) of the top bar's button that opens the folded side menu. @default 'Menu' */
  foldedMenu: string;
}

export interface AppShellProps extends ComponentPropsWithoutRef<'div'> {
  /** Props of the top bar. */
  topBar?: TopBarProps;
  /** Props of the side menu; leave out for pages without one. */
  sideMenu?: SideMenuProps;
  /**
   * The side menu folds into a "Menu" button in the top bar at every width, and the main region loses its
   * padding: for a screen that needs the whole window (the case room). @default false
   */
  foldSideMenu?: boolean;
  /** Visible strings and aria labels; by default from the catalog in the language in use. */
  labels?: Partial<AppShellLabels>;
  /** Page content, rendered in `<main>`. */
  children?: ReactNode;
}

/** The page layout: top bar, side menu (a drawer under 768 px) and the main region. */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  { topBar, sideMenu, foldSideMenu = false, labels, children, ...rest },
  ref,
) {
  const t = useUiText();
  const text = { openMenu: t('appShell.openMenu'), menu: t('appShell.menu'), foldedMenu: t('appShell.foldedMenu'), ...labels };
  const [isMenuOpen, setMenuOpen] = useState(false);
  const closeAfter = (action?: () => void) => () => {
    setMenuOpen(false);
    action?.();
  };
  return (
    <ShellRoot ref={ref} data-has-side-menu={sideMenu ? 'true' : 'false'} data-folded={foldSideMenu ? 'true' : undefined} {...rest}>
      <TopBarSlot>
        <TopBar
          {...topBar}
          menuButton={
            sideMenu ? (
              <Drawer
                side="start"
                title={text.menu}
                open={isMenuOpen}
                onOpenChange={setMenuOpen}
                trigger={
                  foldSideMenu ? (
                    <Button variant="secondary" size="sm">
                      <MenuIcon />
                      {text.foldedMenu}
                    </Button>
                  ) : (
                    <IconButton aria-label={text.openMenu} icon={<MenuIcon />} />
                  )
                }
              >
                <SideMenu
                  {...sideMenu}
                  onBack={sideMenu.onBack ? closeAfter(sideMenu.onBack) : undefined}
                  items={sideMenu.items?.map((item) => ({ ...item, onSelect: closeAfter(item.onSelect) }))}
                />
              </Drawer>
            ) : undefined
          }
        />
      </TopBarSlot>
      {sideMenu && !foldSideMenu ? (
        <SideSlot>
          <SideMenu {...sideMenu} />
        </SideSlot>
      ) : null}
      <Main>{children}</Main>
    </ShellRoot>
  );
});
