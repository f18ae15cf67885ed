import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { messages } from '../../../i18n/en/index';

import { useAdminAction, useTrashActions } from './use-admin-action';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={messages}>
    {children}
  </IntlProvider>
);

describe('useAdminAction', () => {
  it('reloads after a change that worked and says nothing', async () => {
    const reload = jest.fn();
    const { result } = renderHook(() => useAdminAction(reload), { wrapper });
    let worked = false;
    await act(async () => {
      worked = await result.current.run(async () => undefined, 'admin.statusFailed');
    });
    expect(worked).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the failure and keeps the list as it is when the change fails', async () => {
    const reload = jest.fn();
    const { result } = renderHook(() => useAdminAction(reload), { wrapper });
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('no')), 'admin.deleteFailed');
    });
    expect(reload).not.toHaveBeenCalled();
    render(wrapper({ children: result.current.notice.element }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages['admin.deleteFailed'] as string,
    );
  });

  it('soft deletes the row awaiting confirmation, busy meanwhile, then closes it', async () => {
    const reload = jest.fn();
    let finish: () => void = () => undefined;
    const softDelete = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(
      () => {
        const action = useAdminAction(reload);
        return { action, trash: useTrashActions(action, { softDelete, restore: jest.fn() }) };
      },
      { wrapper },
    );
    act(() => result.current.trash.setDeleting({ id: 'm-1' }));
    act(() => result.current.trash.confirmDelete());
    expect(result.current.action.busy).toBe(true);
    expect(softDelete).toHaveBeenCalledWith('m-1');
    await act(async () => finish());
    expect(result.current.action.busy).toBe(false);
    expect(result.current.trash.deleting).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
