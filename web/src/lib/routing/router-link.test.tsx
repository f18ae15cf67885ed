import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { RouterLink } from './router-link';

function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <p data-testid="path">{pathname + hash}</p>;
}

function renderAt(link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/']}>
      {link}
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it('is a real link to the path', () => {
    renderAt(<RouterLink to="/mission#values">Mission</RouterLink>);
    expect(screen.getByRole('link', { name: 'Mission' })).toHaveAttribute(
      'href',
      '/mission#values',
    );
  });

  it('changes page in the app on a plain click', () => {
    renderAt(<RouterLink to="/mission#values">Mission</RouterLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Mission' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/mission#values');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    renderAt(<RouterLink to="/mission">Mission</RouterLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Mission' }), { ctrlKey: true });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('runs its own click handler first, which can stop the navigation', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      <RouterLink to="/mission" onClick={onClick}>
        Mission
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Mission' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
