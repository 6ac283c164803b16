import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatClientProvider } from '@mediation/chat/connect';
import { fakeRoom } from '../../testing/fakeRoom';
import { renderApp } from '../../testing/renderApp';
import { LazyMediatorGuide } from './lazyPanels';

const CASE_ID = 'CASEID0000000000000AbC123';
const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
const mediatorToken = encode({ sub: '3', role: 'Mediator' });

/** The mediator's wizard as the room docks it (its code loaded when needed) in as many tabs as named, each with its own connection to the one room. */
function renderTabs(room: ReturnType<typeof fakeRoom>, ...tabs: string[]) {
  return renderApp(
    <>
      {tabs.map((name) => (
        <section key={name} aria-label={name}>
          <ChatClientProvider token={mediatorToken} caseId={CASE_ID} connect={room.connect}>
            <LazyMediatorGuide />
          </ChatClientProvider>
        </section>
      ))}
    </>,
  );
}

const tab = (name: string) => within(screen.getByRole('region', { name }));

/** Opens a tab's collapsed panel (the frame gives way to the panel once the stored state says one runs). */
async function openPanel(name: string) {
  await waitFor(async () => {
    const toggle = tab(name).getByRole('button', { name: 'Guided negotiation' });
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    expect(tab(name).getByRole('button', { name: 'Guided negotiation' }).getAttribute('aria-expanded')).toBe('true');
  });
}

/** Storage of the page, which the guide must not use. */
const storedKeys = () => Object.keys(localStorage);

describe('MediatorGuide', () => {
  it('is a collapsed frame until pressed; the press loads the wizard open, with focus kept on its toggle', async () => {
    localStorage.clear();
    renderTabs(fakeRoom(CASE_ID), 'Room');
    const toggle = await tab('Room').findByRole('button', { name: 'Guided negotiation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(tab('Room').queryByRole('combobox', { name: 'Negotiation type' })).toBeNull();
    await userEvent.click(toggle);
    expect(await tab('Room').findByRole('combobox', { name: 'Negotiation type' })).toBeTruthy();
    const loaded = tab('Room').getByRole('button', { name: 'Guided negotiation' });
    expect(loaded.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(loaded);
    // It closes and opens again as one panel.
    await userEvent.click(loaded);
    expect(tab('Room').getByRole('button', { name: 'Guided negotiation' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('resumes mid-negotiation after a reload at the same step and type, from the server alone', async () => {
    localStorage.clear();
    const room = fakeRoom(CASE_ID);
    const first = renderTabs(room, 'Room');
    await openPanel('Room');
    await userEvent.selectOptions(tab('Room').getByRole('combobox', { name: 'Negotiation type' }), 'Problem Solving');
    await waitFor(() => expect(tab('Room').getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false));
    await userEvent.click(tab('Room').getByRole('button', { name: 'Start' }));
    await userEvent.click(await tab('Room').findByRole('button', { name: 'Next' }));
    // The general instructions follow the greeting 0.8 s later; then the parties are asked.
    await userEvent.click(await tab('Room').findByRole('button', { name: 'Next' }, { timeout: 3000 }));
    await tab('Room').findByRole('list', { name: 'Waiting for the initial positions' });
    room.partyPosition('A', 'The fence stays.');
    await tab('Room').findByText('The fence stays.');
    expect(room.guide()).toMatchObject({ guideType: 2, stageIdx: 2, receivedInitialA: true });

    // The page reloads: nothing of the guide was kept in the browser.
    first.unmount();
    expect(storedKeys().filter((key) => key.startsWith('guide'))).toEqual([]);
    localStorage.clear();
    renderTabs(room, 'Room');
    await openPanel('Room');
    const positions = await tab('Room').findByRole('list', { name: 'Waiting for the initial positions' });
    expect(tab('Room').getByRole('heading', { name: 'Problem Solving' })).toBeTruthy();
    expect(within(positions).getAllByRole('listitem')[0]).toHaveProperty(
      'textContent',
      expect.stringMatching(/Received.*The fence stays\./),
    );
    expect(within(positions).getAllByRole('listitem')[1]).toHaveProperty('textContent', expect.stringContaining('Waiting'));
    // Already received before the reload: not news.
    expect(screen.queryByText('Initial Position Received from A')).toBeNull();
    // It goes on from there: Continue Anyway moves the server's negotiation to the stages.
    await userEvent.click(tab('Room').getByRole('button', { name: 'Continue Anyway' }));
    await tab('Room').findByRole('heading', { name: 'Process and instructions' });
    expect(room.guide()).toMatchObject({ guideType: 2, stageIdx: 3 });
  });

  it('shows a second tab the same negotiation, follows its steps, and stops in both when stopped in one', async () => {
    localStorage.clear();
    const room = fakeRoom(CASE_ID);
    renderTabs(room, 'First tab', 'Second tab');
    await openPanel('First tab');
    await openPanel('Second tab');
    await userEvent.selectOptions(tab('First tab').getByRole('combobox', { name: 'Negotiation type' }), 'Inventive');
    await waitFor(() => expect(tab('First tab').getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false));
    await userEvent.click(tab('First tab').getByRole('button', { name: 'Start' }));
    await tab('Second tab').findByRole('heading', { name: 'Inventive' });
    expect(tab('Second tab').getByRole('textbox', { name: 'Greeting' })).toBeTruthy();

    await userEvent.click(tab('Second tab').getByRole('button', { name: 'Stop' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Stop guided negotiation' })).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => expect(tab('First tab').getByRole('button', { name: 'Start' })).toBeTruthy());
    expect(tab('First tab').queryByRole('heading', { name: 'Inventive' })).toBeNull();
    // The selector keeps the type that ran, in both tabs.
    for (const name of ['First tab', 'Second tab'])
      expect(tab(name).getByRole('combobox', { name: 'Negotiation type' })).toHaveProperty('value', '3');
    expect(room.emitted.filter((entry) => entry.event === 'endGuid')).toHaveLength(1);
    expect(storedKeys().filter((key) => key.startsWith('guide'))).toEqual([]);
  });
});
