import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupForm, NEW_GROUP } from './group-form.tsx';

function open() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <GroupForm
      initial={{ ...NEW_GROUP, timezone: 'Europe/London' }}
      submitLabel="Create group"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the group settings form', () => {
  it("checks the settings in the shared rules' words before saving", async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    const capacity = screen.getByRole('spinbutton', { name: /Capacity/ });
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('At least 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves empty numbers and texts as none, and the rest as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' North Chapter ');
    await user.clear(screen.getByRole('spinbutton', { name: /Duration/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meeting day' }), 'Friday');
    // Visitors start outside the chapter channel; the group may let them read it.
    expect(screen.getByRole('combobox', { name: 'Visitors in the chapter channel' })).toHaveValue('none');
    expect(screen.getByRole('combobox', { name: 'Substitutes in the chapter channel' })).toHaveValue('read');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visitors in the chapter channel' }), 'Read only');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...NEW_GROUP,
      name: 'North Chapter',
      timezone: 'Europe/London',
      meetingWeekday: 5,
      meetingDurationMinutes: null,
      meetingLocation: null,
      meetingOnlineLink: null,
      channelVisitors: 'read',
    });
  });

  it('sets the chapter’s language and currency, and goes back to inferring the currency', async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'São Paulo Centro');
    // Each language is named in itself; a currency by its code and its name.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Português (Brasil)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'BRL — Brazilian Real');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ language: 'pt-BR', currency: 'BRL' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Currency' }),
      'From the chapter’s thanks (USD while there are none)',
    );
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ language: 'pt-BR', currency: null });
  });

  it('reminds of a quiet referral after 7 days to start with; a leader sets other days, or empties it for never', async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Harbour');
    const days = screen.getByRole('spinbutton', { name: /Remind of a referral with no update after \(days\)/ });
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Remind after 1 to 60 days, or never')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ referralReminderDays: 14 });
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ referralReminderDays: null, detailedReferralSteps: false });
    await user.click(screen.getByRole('switch', { name: /Detailed referral steps/ }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[2]?.[0]).toMatchObject({ detailedReferralSteps: true });
  });
});
