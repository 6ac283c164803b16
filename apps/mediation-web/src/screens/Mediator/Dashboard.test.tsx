import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIMITS, type CaseListItem } from '@mediation/protocol';
import { casePagesFrom } from '../../testing/casePages';
import { onRoute, refuse, respond } from '../../testing/msw';
import { MEDIATOR, renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import Dashboard from './Dashboard';

/** `count` open cases, newest first, and two closed ones. */
function casesOf(count: number): CaseListItem[] {
  const open = Array.from({ length: count }, (_, index) => ({
    id: `OPEN${String(index).padStart(8, '0')}`,
    link: `O${String(index).padStart(5, '0')}`,
    title: `Open case ${count - index}`,
    category: 'neighbors',
    problem_brief: '',
    is_active: true,
    is_started: false,
    close_at: null,
  }));
  const closed = [1, 2].map((number) => ({ ...open[0]!, id: `CLOSED00000${number}`, title: `Closed case ${number}`, is_active: false }));
  return [...open, ...closed];
}

async function renderDashboard() {
  const rendered = renderApp(<Dashboard />, { storedUser: MEDIATOR });
  await act(() => rendered.services.session.restore());
  return rendered;
}

const caseButtons = () => screen.getAllByRole('button', { name: /^Open case \d+/ });
/** A case's button, named by its title and its badges. */
const caseNamed = (title: string) => new RegExp(`^${title}\\b`);

describe('the dashboard', () => {
  it('shows the first page of open cases and the next on "Show more cases", until there are no more', async () => {
    const size = LIMITS.casePageSize;
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
      onRoute('mediatorCasePage', casePagesFrom(casesOf(size + 10))),
    );
    await renderDashboard();
    expect(await screen.findByRole('button', { name: caseNamed(`Open case ${size + 10}`) })).toBeTruthy();
    expect(caseButtons()).toHaveLength(size);
    await userEvent.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect(await screen.findByRole('button', { name: caseNamed('Open case 1') })).toBeTruthy();
    expect(caseButtons()).toHaveLength(size + 10);
    expect(screen.queryByRole('button', { name: 'Show more cases' })).toBeNull();
    // Focus is on the first case the page added (the button that had it is gone).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: caseNamed('Open case 10') })));
    // The closed cases are read when their tab is chosen.
    await userEvent.click(screen.getByRole('tab', { name: 'Closed Cases' }));
    const closed = await screen.findByRole('tabpanel', { name: 'Closed Cases' });
    expect(await within(closed).findByRole('button', { name: caseNamed('Closed case 2') })).toBeTruthy();
  });

  it('keeps the cases it has when the next page fails, says so, and reads it on the next try', async () => {
    const pages = casePagesFrom(casesOf(LIMITS.casePageSize + 1));
    let failNext = true;
    server.use(
      onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
      onRoute('mediatorCasePage', (info) => {
        if (new URL(info.request.url).searchParams.has('after') && failNext) {
          failNext = false;
          return refuse('mediatorCasePage', 400, 'Invalid page cursor');
        }
        return pages(info);
      }),
    );
    await renderDashboard();
    await screen.findByRole('button', { name: caseNamed(`Open case ${LIMITS.casePageSize + 1}`) });
    await userEvent.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect((await screen.findByRole('alert')).textContent).toBe('More cases could not be loaded. Invalid page cursor');
    expect(caseButtons()).toHaveLength(LIMITS.casePageSize);
    // The button keeps focus, to try again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more cases' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect(await screen.findByRole('button', { name: caseNamed('Open case 1') })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
