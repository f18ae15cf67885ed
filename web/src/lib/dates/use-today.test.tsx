import { todayIso } from '@domain/age';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { RenderDateContext } from './render-date-context';
import { useTodayIso } from './use-today';

function Today() {
  return <p>{useTodayIso()}</p>;
}

describe('useTodayIso', () => {
  it('renders the prerender date on the server, so hydration can match it', () => {
    const html = renderToString(
      <RenderDateContext.Provider value="2020-02-29">
        <Today />
      </RenderDateContext.Provider>,
    );
    expect(html).toContain('2020-02-29');
  });

  it("renders the reader's today in the browser", () => {
    render(
      <RenderDateContext.Provider value="2020-02-29">
        <Today />
      </RenderDateContext.Provider>,
    );
    expect(screen.getByText(todayIso())).toBeInTheDocument();
  });
});
