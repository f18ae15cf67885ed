import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyPage } from './lazy-page';

function Hello() {
  return <p>Hello page</p>;
}

describe('lazyPage', () => {
  it('renders at once, without the fallback, once its page has been preloaded', async () => {
    const load = jest.fn(async () => ({ HelloPage: Hello }));
    const Page = lazyPage(load, 'HelloPage');
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until its chunk arrives when it was not preloaded', async () => {
    const Page = lazyPage(async () => ({ HelloPage: Hello }), 'HelloPage');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello page')).toBeInTheDocument();
  });
});
