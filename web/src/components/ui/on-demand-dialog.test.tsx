import { render, screen } from '@testing-library/react';

import { onDemandDialog } from './on-demand-dialog';

function FakeDialog({ open }: { open: boolean }) {
  return <div role="dialog" aria-label="Fake" data-open={String(open)} />;
}

describe('onDemandDialog', () => {
  it('loads the dialog at its first opening and keeps it mounted after it closes', async () => {
    const load = jest.fn(async () => FakeDialog);
    const Dialog = onDemandDialog(load, (props) => props.open);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Dialog open />);
    expect(await screen.findByRole('dialog', { name: 'Fake' })).toHaveAttribute(
      'data-open',
      'true',
    );
    // Still mounted when closed, so that a real dialog fades out.
    rerender(<Dialog open={false} />);
    expect(screen.getByRole('dialog', { name: 'Fake' })).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
