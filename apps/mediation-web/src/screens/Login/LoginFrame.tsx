import type { ReactNode } from 'react';
import { Logo } from '@mediation/ui';
import { LanguageSwitch, noteLanguageChosenBeforeSignIn } from '../../components/LanguageSwitch';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { Card, Corner, Heading, Page } from './Login.styles';

/** The centred card of the sign-in and party entry screens, with the language and theme switches in the corner. */
export function LoginFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Corner>
        <LanguageSwitch onChosen={noteLanguageChosenBeforeSignIn} />
        <ThemeSwitch />
      </Corner>
      <main>
        <Card>
          <Logo size="lg" />
          <Heading>{title}</Heading>
          {children}
        </Card>
      </main>
    </Page>
  );
}
