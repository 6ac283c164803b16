import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../internal/test-utils';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('selects with arrow keys and shows only the selected panel', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Tabs defaultValue="opened" onValueChange={onValueChange}>
        <TabList aria-label="Cases">
          <Tab value="opened">Opened Cases</Tab>
          <Tab value="closed">Closed Cases</Tab>
        </TabList>
        <TabPanel value="opened">open list</TabPanel>
        <TabPanel value="closed">closed list</TabPanel>
      </Tabs>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('closed');
    expect(screen.getByRole('tab', { name: 'Closed Cases' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('closed list');
  });

  it('explains a part used outside Tabs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Tab value="x">x</Tab>)).toThrow('Tabs parts must be used within a Tabs');
  });
});
