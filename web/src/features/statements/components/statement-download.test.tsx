import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatementDownload } from './statement-download';

describe('StatementDownload', () => {
  it('links to the CSV and the PDF of the chosen days, and refuses a range that ends before it starts', async () => {
    render(
      <MantineProvider>
        <StatementDownload />
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toMatch(
      /^\/v1\/user\/statements\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    );
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-05');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/v1/user/statements.csv?from=2026-03-05&to=2026-03-31',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/v1/user/statements.pdf?from=2026-03-05&to=2026-03-31',
    );
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    expect(screen.getByText('Download CSV').closest('a')?.getAttribute('href')).toBeNull();
    expect(screen.getByText('Download PDF').closest('a')?.getAttribute('href')).toBeNull();
  });
});
