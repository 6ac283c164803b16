import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CASE_ID_STORAGE_KEY, type CaseListItem } from '@mediation/protocol';
import { onRoute, respond } from '../testing/msw';
import { casePagesFrom } from '../testing/casePages';
import { MEDIATOR, renderApp } from '../testing/renderApp';
import { server } from '../testing/server';
import { useCurrentCase } from './useCurrentCase';

const item = (id: string, isStarted: boolean): CaseListItem => ({
  id,
  link: id.slice(-6),
  title: `Case ${id}`,
  category: 'neighbors',
  problem_brief: '',
  is_active: true,
  is_started: isStarted,
  close_at: null,
});

function Probe() {
  const { currentCaseId } = useCurrentCase();
  return <output data-testid="current">{currentCaseId ?? 'none'}</output>;
}

function renderFor(cases: CaseListItem[]) {
  server.use(
    onRoute('tokenRefresh', () => respond('tokenRefresh', { access: 'fresh' })),
    onRoute('mediatorCasePage', casePagesFrom(cases)),
  );
  return renderApp(<Probe />, { storedUser: MEDIATOR });
}

describe('useCurrentCase', () => {
  it("gives a mediator the stored case while the server's list says it is started", async () => {
    localStorage.setItem(CASE_ID_STORAGE_KEY, 'CASE000000000000000000002');
    const { services } = renderFor([item('CASE000000000000000000001', false), item('CASE000000000000000000002', true)]);
    await act(() => services.session.restore());
    expect(await screen.findByText('CASE000000000000000000002')).toBeTruthy();
  });

  it('follows a case started on another device when the stored one is no longer running', async () => {
    localStorage.setItem(CASE_ID_STORAGE_KEY, 'CASE000000000000000000001');
    const { services } = renderFor([item('CASE000000000000000000001', false), item('CASE000000000000000000002', true)]);
    await act(() => services.session.restore());
    expect(await screen.findByText('CASE000000000000000000002')).toBeTruthy();
  });

  it('gives none once the list shows no started case', async () => {
    localStorage.setItem(CASE_ID_STORAGE_KEY, 'CASE000000000000000000001');
    const { services } = renderFor([item('CASE000000000000000000001', false)]);
    await act(() => services.session.restore());
    expect(await screen.findByText('none')).toBeTruthy();
  });
});
